import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { Callout } from './callout';

export type LoadFailedProps = {
  /** Why it failed, as the user reads it (the translated network or server message). */
  message: string;
  retrying: boolean;
  onRetry: () => void;
  /**
   * What stays in reach above the message while the app's own toolbar cannot show (it needs the
   * menu the API did not give): the language menu and signing out.
   */
  toolbar?: ReactNode;
};

/**
 * A screen whose access could not be checked because the API failed. It is not a refusal: the user
 * stays on the requested path and retries once the API is back.
 */
export function LoadFailed({ message, retrying, onRetry, toolbar }: LoadFailedProps) {
  const { t } = useTranslation('common');
  return (
    <>
      {toolbar && (
        <header className="flex flex-wrap items-center justify-end gap-2 border-b border-slate-200 bg-white px-4 py-2">
          {toolbar}
        </header>
      )}
      <main className="flex min-h-[60vh] items-center justify-center p-6">
        <Callout
          as="section"
          tone="error"
          size="panel"
          role="alert"
          className="max-w-lg space-y-3 p-6 text-red-900 dark:border-red-900 dark:bg-red-950 dark:text-red-100"
        >
          <h1 className="text-lg font-semibold">{t('loadFailed.title')}</h1>
          <p>{message}</p>
          <p className="text-sm">{t('loadFailed.hint')}</p>
          <Button onClick={onRetry} loading={retrying}>
            {t('actions.retry')}
          </Button>
        </Callout>
      </main>
    </>
  );
}
