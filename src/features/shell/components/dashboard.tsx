import { useTranslation } from 'react-i18next';
import { InfoIcon } from '@/components/icons';

/** The dashboard of the spec: an alert box and an empty layout, nothing more. */
export function Dashboard({ nickname }: { nickname: string }) {
  const { t } = useTranslation('shell');
  return (
    <div className="space-y-6">
      <div role="status" className="flex gap-3 rounded-lg border border-primary-100 bg-primary-50 p-4 text-slate-800">
        <InfoIcon className="mt-0.5 size-5 shrink-0 text-primary-700" />
        <div>
          <p className="font-semibold text-slate-900">
            {nickname ? t('dashboard.welcome', { name: nickname }) : t('dashboard.welcomeAnonymous')}
          </p>
          <p className="text-sm">{t('dashboard.hint')}</p>
        </div>
      </div>
      <div className="grid min-h-64 grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3" data-testid="dashboard-grid" />
    </div>
  );
}
