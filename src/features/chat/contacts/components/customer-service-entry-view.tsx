import { useTranslation } from 'react-i18next';
import { ErrorBanner } from '@/components/ui/error-banner';
import { Spinner } from '@/components/ui/spinner';

/** The customer-service entry while it finds the room to open: a spinner, or the failure with Retry. */
export function CustomerServiceEntryView({
  error,
  retrying = false,
  onRetry,
}: {
  error: string | null;
  /** The failed load is being asked again: the failure stays, its Retry busy. */
  retrying?: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation('chat-nav');
  return (
    <div className="flex min-h-[40vh] items-center justify-center p-6">
      {error ? (
        <div className="w-full max-w-lg">
          <ErrorBanner title={t('entry.failed')} message={error} onRetry={onRetry} retrying={retrying} />
        </div>
      ) : (
        <span className="text-primary-600">
          <Spinner className="size-8" label={t('entry.loading')} />
        </span>
      )}
    </div>
  );
}
