import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { inputClass } from '@/components/ui/field-parts';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { Callout } from '@/components/ui/callout';

export type SharePosterProps = {
  link: string;
  /** "agent name - share code", as printed on the poster. */
  label: string;
  status: 'loading' | 'ready' | 'error';
  /** PNG data URL of the 1200 x 1289 poster. */
  imageSrc?: string | undefined;
  artFailed?: boolean;
  downloading?: boolean;
  onCopy: () => void;
  onDownload: () => void;
  onRetry?: () => void;
};

/**
 * The share link with its copy button, and the QR poster shown scaled down, with a PNG download.
 * The link wraps (at any width, a 390 px phone included) so all of it can be read and checked.
 */
export function SharePoster({
  link,
  label,
  status,
  imageSrc,
  artFailed = false,
  downloading = false,
  onCopy,
  onDownload,
  onRetry,
}: SharePosterProps) {
  const { t } = useTranslation('share');
  const linkId = useId();
  return (
    <div className="space-y-6">
      <div className="max-w-2xl space-y-2 rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
        <label htmlFor={linkId} className="block text-sm font-medium text-slate-800">
          {t('linkLabel')}
        </label>
        <div className="flex flex-wrap gap-2">
          {/* A text area, not an input: a long link wraps on a phone instead of running out of sight. */}
          <textarea
            id={linkId}
            readOnly
            rows={1}
            value={link}
            className={cn(inputClass, 'field-sizing-content min-w-0 flex-1 resize-none font-mono break-all')}
            onFocus={(e) => e.target.select()}
          />
          <Button variant="secondary" onClick={onCopy}>
            {t('copy')}
          </Button>
        </div>
        <p className="text-xs text-slate-600">{t('intro')}</p>
      </div>

      {/* The poster carries its own caption (agent - code); the image's name repeats it for screen
          readers, so no second caption is printed under it. */}
      <div className="max-w-md space-y-3">
        <div className="flex aspect-[1200/1289] items-center justify-center overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm">
          {status === 'ready' && imageSrc ? (
            <img src={imageSrc} alt={t('posterAlt', { label })} width={1200} height={1289} className="h-auto w-full" />
          ) : status === 'error' ? (
            <div role="alert" className="space-y-3 p-6 text-center text-sm text-red-800">
              <p>{t('error')}</p>
              {onRetry && (
                <Button variant="secondary" size="sm" onClick={onRetry}>
                  {t('common:actions.retry')}
                </Button>
              )}
            </div>
          ) : (
            <Spinner className="size-8 text-primary-600" label={t('generating')} />
          )}
        </div>
        {artFailed && (
          <Callout as="p" tone="warning" role="status" className="text-amber-900">
            {t('artFailed')}
          </Callout>
        )}
        <Button onClick={onDownload} disabled={status !== 'ready'} loading={downloading} className="w-full">
          {t('download')}
        </Button>
      </div>
    </div>
  );
}
