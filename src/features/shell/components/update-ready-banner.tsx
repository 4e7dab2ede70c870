import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { CloseIcon } from '@/components/icons';

export type UpdateReadyBannerProps = { onReload: () => void; onDismiss: () => void };

/**
 * A new version is installed and waits for staff: the same words and Reload as the page a missing
 * chunk shows (RouteErrorPage), but over the screen's top edge instead of in its place, so a message
 * being written is neither lost nor hidden (the message box is at the bottom). Until Reload the
 * running version keeps working; Close leaves it for later.
 */
export function UpdateReadyBanner({ onReload, onDismiss }: UpdateReadyBannerProps) {
  const { t } = useTranslation(['failure', 'common']);
  return (
    <div className="pointer-events-none fixed inset-x-0 top-2 z-[60] flex justify-center px-4">
      <div
        role="status"
        className="pointer-events-auto flex max-w-xl items-center gap-3 rounded-lg bg-slate-900 py-2 ps-4 pe-2 text-sm text-white shadow-lg"
      >
        <p>{t('failure:routeError.chunkTitle')}</p>
        <Button size="sm" onClick={onReload}>
          {t('failure:routeError.reload')}
        </Button>
        <button
          type="button"
          onClick={onDismiss}
          aria-label={t('common:actions.close')}
          className="rounded-md p-1.5 text-slate-300 hover:bg-slate-800 hover:text-white focus-visible:outline-2 focus-visible:outline-white"
        >
          <CloseIcon className="size-4" aria-hidden="true" />
        </button>
      </div>
    </div>
  );
}
