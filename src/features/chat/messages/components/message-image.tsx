import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageUnavailableIcon } from '@/components/icons';
import { safeImageSrc } from '@/lib/safe-image-src';

type MessageImageProps = { src: string; onOpen: (src: string) => void };

/**
 * A photo message's thumbnail in a fixed box (the row's height is known before the picture loads, so
 * the list does not move). Only a source that passes safeImageSrc reaches an <img>; any other source,
 * or one that fails to load, shows a placeholder.
 */
export function MessageImage({ src, onOpen }: MessageImageProps) {
  const { t } = useTranslation('chat-room');
  const safe = safeImageSrc(src);
  const [broken, setBroken] = useState<string | null>(null);

  if (!safe || broken === safe) {
    return (
      <p
        data-image="unavailable"
        className="flex h-44 w-60 max-w-full flex-col items-center justify-center gap-2 rounded-xl border border-dashed border-slate-300 bg-slate-100 px-3 text-center text-sm text-slate-700"
      >
        <ImageUnavailableIcon className="size-8 text-slate-500" />
        {t('image.unavailable')}
      </p>
    );
  }

  return (
    <button
      type="button"
      onClick={() => onOpen(safe)}
      aria-label={t('image.open')}
      className="block overflow-hidden rounded-xl border border-slate-200 bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-500"
    >
      <img
        src={safe}
        alt=""
        loading="lazy"
        className="h-44 w-60 max-w-full object-cover"
        onError={() => setBroken(safe)}
      />
    </button>
  );
}
