import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageMenu } from '@/components/ui/language-menu';
import type { Language } from '@/lib/i18n';

type AuthLayoutProps = {
  title: ReactNode;
  children: ReactNode;
  /** Shown under the card (the demo accounts panel). */
  aside?: ReactNode;
  /** With both, a language menu sits above the card: the choice is needed before anyone signs in. */
  language?: Language;
  onLanguageChange?: (language: Language) => void;
};

/** The centred card every sign-in screen sits in. */
export function AuthLayout({ title, children, aside, language, onLanguageChange }: AuthLayoutProps) {
  const { t } = useTranslation('common');
  const withMenu = !!language && !!onLanguageChange;
  return (
    <main className="flex min-h-screen items-start justify-center bg-slate-100 px-4 py-10 sm:items-center">
      <div className="w-full max-w-md space-y-4">
        <div className={`flex min-h-9 items-center gap-2 ${withMenu ? 'justify-between' : 'justify-center'}`}>
          <p className="text-sm font-semibold tracking-wide text-primary-700 uppercase">{t('appName')}</p>
          {language && onLanguageChange && (
            <LanguageMenu value={language} onChange={onLanguageChange} showName className="hover:bg-white" />
          )}
        </div>
        <section className="rounded-lg bg-white p-6 shadow-md" aria-labelledby="auth-card-title">
          <h1 id="auth-card-title" className="mb-4 text-xl font-semibold text-slate-900">
            {title}
          </h1>
          {children}
        </section>
        {aside}
      </div>
    </main>
  );
}
