import { useTranslation } from 'react-i18next';
import type { EnvProblem } from '@/config/env';

/**
 * Shown instead of the app when the build's settings are missing or malformed: the operator learns
 * which variables to fix rather than meeting a blank page.
 */
export function ConfigErrorPage({ problems }: { problems: EnvProblem[] }) {
  const { t } = useTranslation('common');
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 bg-slate-50 p-6 text-center">
      <h1 className="max-w-lg text-xl font-semibold text-slate-900">{t('configError.title')}</h1>
      <p className="max-w-lg text-sm text-slate-600">{t('configError.hint')}</p>
      <ul aria-label={t('configError.listLabel')} className="max-w-lg space-y-1 text-left text-sm">
        {problems.map((p) => (
          // The rule stays in English: it is addressed to whoever edits the .env file.
          <li key={p.variable} lang="en">
            <code className="font-semibold text-red-700">{p.variable}</code>{' '}
            <span className="text-slate-600">{p.message}</span>
          </li>
        ))}
      </ul>
    </main>
  );
}
