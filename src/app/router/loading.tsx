import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';

/**
 * What a route shows while its code, its texts or its guard's checks are on their way. The lazy
 * routes' fallbacks and the guards' own waits use these same two, so loading a guard's code looks
 * exactly like the guard waiting for the server.
 */
function CenteredSpinner({ className }: { className: string }) {
  const { t } = useTranslation('common');
  return (
    <div className={`${className} items-center justify-center text-primary-600`}>
      <Spinner className="size-8" label={t('loading')} />
    </div>
  );
}

export const PageLoading = () => <CenteredSpinner className="flex min-h-[40vh]" />;

/** The same inside the chat's layout, where the page part fills the space beside the room list. */
export const SectionLoading = () => <CenteredSpinner className="flex flex-1" />;
