import { useState } from 'react';
import { cn } from '@/lib/cn';
import { safeImageSrc } from '@/lib/safe-image-src';
import { thumbnailOrNull } from './message-format';

/**
 * A member's round picture. Empty, 'null', unsafe or broken sources show the default avatar. It is
 * decorative: the name or the row's label next to it says whose it is.
 */
export function Avatar({ src, className }: { src: string | null | undefined; className?: string }) {
  const safe = safeImageSrc(thumbnailOrNull(src));
  const [failed, setFailed] = useState<string | null>(null);
  const shown = safe && failed !== safe ? safe : null;
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex size-9 shrink-0 items-center justify-center overflow-hidden rounded-full bg-slate-200 text-slate-500',
        className,
      )}
    >
      {shown ? (
        <img src={shown} alt="" className="size-full object-cover" onError={() => setFailed(shown)} />
      ) : (
        <svg viewBox="0 0 24 24" className="size-3/4" fill="currentColor" data-default-avatar="">
          <circle cx="12" cy="8.5" r="4.5" />
          <path d="M3.5 21c.8-4.3 4.3-7 8.5-7s7.7 2.7 8.5 7z" />
        </svg>
      )}
    </span>
  );
}
