import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { Callout } from './callout';

/**
 * A failed load shown in place, with the reason and a retry, leaving the rest of the screen usable.
 * While it is asked again (`retrying`) the banner stays with its button busy: a retry that fails again
 * leaves the reason on screen and the focus on Retry, where a keyboard user left it.
 */
export function ErrorBanner({
  title,
  message,
  onRetry,
  retrying = false,
}: {
  title: ReactNode;
  message: ReactNode;
  onRetry?: () => void;
  retrying?: boolean;
}) {
  const { t } = useTranslation('common');
  return (
    <Callout tone="error" size="md" role="alert" className="flex flex-wrap items-center justify-between gap-3">
      <span>
        <strong className="font-semibold">{title}</strong> {message}
      </span>
      {onRetry && (
        <Button size="sm" variant="secondary" loading={retrying} onClick={onRetry}>
          {t('actions.retry')}
        </Button>
      )}
    </Callout>
  );
}
