/** The local storage keys of the spec, read and written only here. */
export const STORAGE_KEYS = [
  'user_token',
  'user_id',
  'role_id',
  'user_avatar',
  'LOCALE',
  'share_code',
  'share_domain',
  'customized_cs_qrcode_pic_url',
  'transaction_all',
  'EventMode',
  'red_envelope_button_visible',
  'send_red_envelope_button_visible',
  'receive_red_envelope_button_visible',
  'is_agent_login',
  'theme',
  'table_columns',
  'sidebar_collapsed',
  'chat_attention',
  'chat_pins',
  'saved_views',
] as const;

export type StorageKey = (typeof STORAGE_KEYS)[number];

/**
 * What a session end keeps: choices about how the app looks and alerts, not the account's data.
 * LOCALE, theme, table_columns and sidebar_collapsed are the device's (clearing LOCALE would show
 * the sign-in page in another language than the one just used). chat_attention holds each staff
 * user's chat alerts (notifications, sound, muted rooms) under their own user id, so on a shared
 * machine nobody gets another's; clearing it would sign a returning user back in with sound and
 * notifications silently off, and member messages missed. chat_pins holds each staff user's pinned
 * rooms the same way, and saved_views each staff user's saved list views.
 */
export const KEPT_AT_SESSION_END: readonly StorageKey[] = [
  'LOCALE',
  'theme',
  'table_columns',
  'sidebar_collapsed',
  'chat_attention',
  'chat_pins',
  'saved_views',
];

function area(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export const storage = {
  get(key: StorageKey): string | null {
    return area()?.getItem(key) ?? null;
  },
  set(key: StorageKey, value: string | number | null | undefined): void {
    const a = area();
    if (!a) return;
    if (value === null || value === undefined) a.removeItem(key);
    else a.setItem(key, String(value));
  },
  remove(key: StorageKey): void {
    area()?.removeItem(key);
  },
  getJson<T>(key: StorageKey, fallback: T): T {
    const raw = storage.get(key);
    if (raw === null) return fallback;
    try {
      return JSON.parse(raw) as T;
    } catch {
      return fallback;
    }
  },
  setJson(key: StorageKey, value: unknown): void {
    storage.set(key, JSON.stringify(value));
  },
  /**
   * Session end clears local storage (spec: 9998 and logout), except the keys in
   * KEPT_AT_SESSION_END and the embedded demo backend's data (keys starting with "demo."), which
   * stands for a server's database.
   */
  clearSession(): void {
    const a = area();
    if (!a) return;
    const keepNames = [...KEPT_AT_SESSION_END, ...Object.keys(a).filter((k) => k.startsWith('demo.'))];
    const keep = keepNames.map((k) => [k, a.getItem(k)] as const);
    a.clear();
    for (const [k, v] of keep) if (v !== null) a.setItem(k, v);
  },
  /**
   * The app's own data beside the spec's keys (stored as "app.<name>"), such as the chat messages not
   * sent yet. It belongs to the session: clearSession removes it with the rest. `set` answers false
   * when the browser refuses (storage full or unavailable), so the caller can store less.
   */
  appItem: {
    get(name: string): string | null {
      return area()?.getItem(`app.${name}`) ?? null;
    },
    set(name: string, value: string | null): boolean {
      const a = area();
      if (!a) return false;
      try {
        if (value === null) a.removeItem(`app.${name}`);
        else a.setItem(`app.${name}`, value);
        return true;
      } catch {
        return false;
      }
    },
  },
  hasToken(): boolean {
    return !!storage.get('user_token');
  },
  /**
   * Calls `onEnd` when another tab of this browser ends the session (logout, 9998, a sign-in that
   * clears the previous one), so no tab keeps showing the account. Browsers raise `storage` only in
   * the other tabs: clear() arrives with a null key, removing the token with its key.
   */
  onSessionEndedElsewhere(onEnd: () => void): () => void {
    if (typeof window === 'undefined') return () => {};
    const listener = (event: StorageEvent) => {
      if (event.storageArea !== area()) return;
      const tokenGone =
        event.key === null ? !storage.hasToken() : event.key === 'user_token' && !event.newValue && !!event.oldValue;
      if (tokenGone) onEnd();
    };
    window.addEventListener('storage', listener);
    return () => window.removeEventListener('storage', listener);
  },
};
