import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DocumentIcon } from '@/components/icons';

/** The member-connection API document page is empty per spec: say so plainly and offer a way back. */
export function ApiDocPlaceholder({ backLink }: { backLink: ReactNode }) {
  const { t } = useTranslation('settings');
  return (
    <section
      aria-labelledby="api-doc-title"
      className="mx-auto max-w-2xl rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center"
    >
      <DocumentIcon className="mx-auto mb-4 size-12 text-slate-400" />
      <h1 id="api-doc-title" className="text-xl font-semibold text-slate-900">
        {t('apiDoc.title')}
      </h1>
      <p className="mt-2 font-medium text-slate-800">{t('apiDoc.empty')}</p>
      <p className="mt-1 text-sm text-slate-700">{t('apiDoc.body')}</p>
      <div className="mt-6">{backLink}</div>
    </section>
  );
}
