import { useMemo } from 'react';
import { safeImageSrc } from '@/lib/safe-image-src';
import { ImageViewer } from '../components/image-viewer';
import { roomPictures } from '../lib/room-pictures';
import type { Message } from '../schemas/message';

export type RoomPictureViewerProps = {
  /** The room's loaded messages, oldest first. */
  messages: readonly Message[];
  /** The picture open, by its source; null when the viewer is closed. */
  src: string | null;
  /** Another picture was reached, or (null) the viewer closed. */
  onShow: (src: string | null) => void;
};

/** The picture viewer over the room's loaded pictures, opened at the one chosen. */
export function RoomPictureViewer({ messages, src, onShow }: RoomPictureViewerProps) {
  const loaded = useMemo(() => roomPictures(messages), [messages]);
  const safe = safeImageSrc(src);
  // The same picture sent twice opens at its latest; one not (or no longer) in the log shows alone.
  const found = safe === null ? -1 : loaded.findLastIndex((picture) => picture.src === safe);
  const pictures = found === -1 && safe !== null ? [{ src: safe, sender: '', time: '' }] : loaded;
  const index = safe === null ? null : Math.max(found, 0);
  return (
    <ImageViewer
      pictures={pictures}
      index={index}
      onIndexChange={(next) => onShow(pictures[next]?.src ?? null)}
      onClose={() => onShow(null)}
    />
  );
}
