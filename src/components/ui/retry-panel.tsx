import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { Callout } from './callout';

export type RetryPanelProps = {
  /** Why it failed, as the user reads it (the translated network or server message). */
  message: string;
  onRetry: () => void;
  /** While it asks again: Retry is busy and cannot be pressed twice. */
  retrying?: boolean;
  /** What could not be loaded, above the reason. */
  title?: ReactNode;
};

/**
 * Stands in for a screen's content that could not be loaded (settings, share, templates): the reason
 * and Retry, in the page's flow. The rest of the screen (its menu, toolbar) stays usable.
 */
export function RetryPanel({ message, onRetry, retrying = false, title }: RetryPanelProps) {
  const { t } = useTranslation('common');
  return (
    <Callout tone="error" size="panel" role="alert" title={title} className="space-y-3 text-sm">
      <p>{message}</p>
      <Button variant="secondary" size="sm" onClick={onRetry} loading={retrying}>
        {t('actions.retry')}
      </Button>
    </Callout>
  );
}
