import { useState } from 'react';
import { DefaultAvatarPicture } from '@/components/icons';
import { cn } from '@/lib/cn';
import { thumbnailSrc } from '@/lib/thumbnail-src';

export type AvatarProps = {
  /** The thumbnail as the server or storage gives it; empty or 'null' shows the default avatar. */
  src: string | null | undefined;
  /** Accessible name; '' when the avatar sits next to the name it shows (decorative). */
  alt?: string;
  className?: string;
};

/**
 * A round picture, or the default avatar when there is none, when it is not a source the app loads
 * (see safeImageSrc), or when it fails to load. Decorative unless given an accessible name.
 */
export function Avatar({ src, alt = '', className }: AvatarProps) {
  const url = thumbnailSrc(src);
  const [failed, setFailed] = useState<string | null>(null);
  const box = cn('size-10 shrink-0 rounded-full', className);
  if (!url || failed === url) return <DefaultAvatar alt={alt} className={box} />;
  return <img src={url} alt={alt} className={cn(box, 'object-cover')} onError={() => setFailed(url)} />;
}

export function DefaultAvatar({ alt = '', className }: { alt?: string; className?: string }) {
  return (
    <DefaultAvatarPicture
      className={cn('size-10 shrink-0 rounded-full', className)}
      role={alt ? 'img' : undefined}
      aria-label={alt || undefined}
      aria-hidden={alt ? undefined : true}
      data-default-avatar=""
    />
  );
}
