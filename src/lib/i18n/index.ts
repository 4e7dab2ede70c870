import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { setApiLanguage } from '@/lib/api/language';
import { storage } from '@/lib/storage';
import texts from 'virtual:locale-texts';
import { STARTUP_NAMESPACES as STARTUP, textGroupOf } from './text-groups';

export const LANGUAGES = [
  'en',
  'zh-tw',
  'zh-cn',
  'id',
  'ms-my',
  'ta-in',
  'vi-vn',
  'th-th',
  'my-mm',
  'ru',
  'bn',
] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language names itself in the language menu. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  'zh-tw': '繁體中文',
  'zh-cn': '简体中文',
  id: 'Bahasa Indonesia',
  'ms-my': 'Bahasa Melayu',
  'ta-in': 'தமிழ்',
  'vi-vn': 'Tiếng Việt',
  'th-th': 'ไทย',
  'my-mm': 'မြန်မာ',
  ru: 'Русский',
  bn: 'বাংলা',
};

export const NAMESPACES = [
  'common',
  'kit',
  'auth',
  'failure',
  'shell',
  'accounts',
  'history',
  'reports',
  'settings',
  'share',
  'debug',
  'chat',
  'chat-nav',
  'chat-room',
  'chat-points',
  'chat-bank',
  'chat-notes',
  'chat-templates',
  'chat-alerts',
  'chat-shortcuts',
  'palette',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/**
 * What the app reads before any signed-in screen (lib/i18n/text-groups.ts). The app starts with these;
 * every screen past sign-in waits for the rest (loadOfficeNamespaces, and a chat screen for the chat's
 * too) as its code loads, so no text ever shows untranslated.
 */
export const STARTUP_NAMESPACES: readonly Namespace[] = STARTUP;

/** Loads every namespace of the current language; resolves at once when they are there. */
export function loadAllNamespaces(): Promise<void> {
  return i18next.loadNamespaces([...NAMESPACES]);
}

/** Every namespace but the chat's own (text-groups.ts): what a back-office screen reads. */
export function loadOfficeNamespaces(): Promise<void> {
  return i18next.loadNamespaces(NAMESPACES.filter((namespace) => textGroupOf(namespace) !== 'chat'));
}

/** The texts a signed-in address reads: a chat screen's include the chat's own. */
export function loadNamespacesFor(chat: boolean): Promise<void> {
  return chat ? loadAllNamespaces() : loadOfficeNamespaces();
}

const lazyBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    // A few files a language (config/locale-texts.ts): only the active language's are downloaded.
    const load = texts[language]?.[textGroupOf(namespace)];
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (m) => callback(null, m.default[namespace] ?? {}),
      (e: unknown) => callback(e instanceof Error ? e : new Error(String(e)), null),
    );
  },
};

export function isLanguage(value: string | null | undefined): value is Language {
  return !!value && (LANGUAGES as readonly string[]).includes(value);
}

export function storedLanguage(): Language {
  const stored = storage.get('LOCALE');
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

let ready: Promise<typeof i18next> | null = null;

type InitOptions = {
  /** Tests and stories pass a recorder so that rendering a raw, untranslated key fails them. */
  onMissingKey?: (key: string) => void;
  /** The namespaces to load now (all by default; the app starts with STARTUP_NAMESPACES). */
  namespaces?: readonly Namespace[];
};

export function initI18n(language: Language = storedLanguage(), options: InitOptions = {}): Promise<typeof i18next> {
  if (ready) return ready;
  const { onMissingKey, namespaces = NAMESPACES } = options;
  i18next.on('languageChanged', (lng) => {
    setApiLanguage(lng);
    if (typeof document !== 'undefined') document.documentElement.lang = lng;
  });
  ready = i18next
    .use(lazyBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: false,
      supportedLngs: [...LANGUAGES],
      lowerCaseLng: true,
      load: 'currentOnly',
      ns: [...namespaces],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: true },
      saveMissing: !!onMissingKey,
      missingKeyHandler: onMissingKey
        ? (_lngs: readonly string[], ns: string, key: string) => onMissingKey(`${ns}:${key}`)
        : false,
    })
    .then(() => i18next);
  return ready;
}

/** Spec: changing language stores it under LOCALE and reloads the page. */
export function switchLanguage(language: Language, reload: () => void = () => window.location.reload()): void {
  storage.set('LOCALE', language);
  reload();
}

/**
 * Before sign-in the language changes in place, stored under LOCALE as the in-app choice is: a
 * reload there would throw away the typed username or the verification step in progress. The
 * language's files are loaded before the switch, so the page never shows a half-translated frame.
 */
export async function changeLanguageInPlace(language: Language): Promise<void> {
  storage.set('LOCALE', language);
  await i18next.changeLanguage(language);
}

export { i18next };
