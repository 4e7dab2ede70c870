import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { safeImageSrc } from '@/lib/safe-image-src';

export type PreviewImage = { dataUrl: string; width: number; height: number };

export type ImagePreviewProps = {
  /** The prepared picture (1200 px wide at most, JPEG); null while preparing or when nothing is chosen. */
  image: PreviewImage | null;
  preparing: boolean;
  onSend: () => void;
  onCancel: () => void;
};

/** Bytes a base64 data URL carries (what will be sent), in whole KB. */
function dataUrlKb(dataUrl: string): number {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return Math.max(1, Math.round(((base64.length * 3) / 4 - padding) / 1024));
}

/**
 * The picture chosen, pasted or dropped in a room, shown before it is sent: busy while it is being
 * prepared, then the picture with its size, Send and Cancel (Cancel has the focus, so Enter does not
 * send a picture by accident). Closing the dialog cancels.
 */
export function ImagePreview({ image, preparing, onSend, onCancel }: ImagePreviewProps) {
  const { t } = useTranslation('chat');
  const src = preparing ? null : safeImageSrc(image?.dataUrl);
  return (
    <Dialog
      open={preparing || image !== null}
      onOpenChange={(open) => !open && onCancel()}
      title={t('image.preview.title')}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} data-autofocus>
            {t('image.preview.cancel')}
          </Button>
          <Button onClick={onSend} loading={preparing} disabled={!src}>
            {t('image.preview.send')}
          </Button>
        </>
      }
    >
      {src && image ? (
        <figure className="space-y-2">
          <img
            src={src}
            alt={t('image.preview.alt')}
            width={image.width}
            height={image.height}
            className="mx-auto h-auto max-h-[60vh] w-auto max-w-full rounded border border-slate-200 bg-slate-100 object-contain"
          />
          <figcaption className="text-center text-sm text-slate-700">
            {t('image.preview.size', { width: image.width, height: image.height, kb: dataUrlKb(image.dataUrl) })}
          </figcaption>
        </figure>
      ) : preparing ? (
        <div
          role="status"
          aria-busy={preparing}
          className="flex h-48 items-center justify-center gap-3 rounded border border-dashed border-slate-300 bg-slate-50 text-sm text-slate-700"
        >
          <Spinner className="size-6 text-primary-600" />
          {t('image.preview.preparing')}
        </div>
      ) : null}
    </Dialog>
  );
}
