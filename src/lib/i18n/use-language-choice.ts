import { useTranslation } from 'react-i18next';
import { changeLanguageInPlace, DEFAULT_LANGUAGE, isLanguage, type Language } from '@/lib/i18n';

/** The current language and a way to change it in place (the sign-in pages' language menu). */
export function useLanguageChoice(): { language: Language; onLanguageChange: (language: Language) => void } {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  return { language, onLanguageChange: (next) => void changeLanguageInPlace(next) };
}
