import { formatPlatformTime } from '@/lib/dates';
import { safeImageSrc } from '@/lib/safe-image-src';
import type { ViewerPicture } from '../components/image-viewer-parts';
import { MESSAGE_TYPE, type Message } from '../schemas/message';

type PictureMessage = Pick<
  Message,
  'type' | 'content' | 'is_self' | 'created_at' | 'nickname' | 'username' | 'user_username'
>;

/**
 * The pictures of a room's loaded messages, oldest first, as the viewer pages through them. Only
 * sources safeImageSrc accepts; the sender is the member (nickname, else username) or, for the
 * staff side's own pictures, the staff username; the time is the platform's.
 */
export function roomPictures(messages: readonly PictureMessage[]): ViewerPicture[] {
  return messages.flatMap((message) => {
    if (message.type !== MESSAGE_TYPE.image) return [];
    const src = safeImageSrc(message.content);
    if (src === null) return [];
    const sender =
      message.is_self === 1
        ? message.user_username || message.username
        : message.nickname.trim() || message.username || message.user_username;
    return [{ src, sender, time: formatPlatformTime(message.created_at) }];
  });
}
