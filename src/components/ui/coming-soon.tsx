import { useTranslation } from 'react-i18next';

/**
 * Shown by a route whose screen is named by the spec but not built yet, so no spec route ever 404s.
 * An h2: the layout's page header is the page's h1.
 */
export function ComingSoon({ title }: { title?: string }) {
  const { t } = useTranslation(['common', 'kit']);
  return (
    <section className="mx-auto max-w-xl rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center">
      <h2 className="text-xl font-semibold text-slate-900">{title ?? t('kit:coming.title')}</h2>
      <p className="mt-2 text-sm text-slate-700">{t('kit:coming.body')}</p>
    </section>
  );
}
