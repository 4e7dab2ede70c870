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
] as const;

export type StorageKey = (typeof STORAGE_KEYS)[number];

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
   * Session end clears local storage (spec: 9998 and logout). The language, the theme, the
   * sidebar's width and each staff user's chat alert choices (notifications, sound, muted rooms, kept
   * per user id) are the device's preferences, not the session's, so they survive, as does the embedded demo
   * backend's data (keys starting with "demo."), which stands for a server's database.
   */
  clearSession(): void {
    const a = area();
    if (!a) return;
    const keepNames = [
      'LOCALE',
      'theme',
      'table_columns',
      'sidebar_collapsed',
      'chat_attention',
      ...Object.keys(a).filter((k) => k.startsWith('demo.')),
    ];
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
