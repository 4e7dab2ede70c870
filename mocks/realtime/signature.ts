import hexEncoder from 'crypto-js/enc-hex';
import HmacSHA256 from 'crypto-js/hmac-sha256';
import { DEMO_REALTIME } from '@/config/demo-env';

/** Pusher's private-channel signature: `<key>:<hex HMAC-SHA256 of "socket_id:channel_name">`. */
export function channelAuth(socketId: string, channelName: string): string {
  const signature = HmacSHA256(`${socketId}:${channelName}`, DEMO_REALTIME.secret).toString(hexEncoder);
  return `${DEMO_REALTIME.key}:${signature}`;
}

/** Channels are private; callers may name them with or without the prefix ('room.abc'). */
export const privateChannelName = (channel: string) =>
  channel.startsWith('private-') ? channel : `private-${channel}`;
