import { http, HttpResponse } from 'msw';
import { db } from '../db/store';
import { apiUrl } from '../server/endpoint';
import { channelAuth } from './signature';

const forbidden = (message: string) => HttpResponse.json({ message }, { status: 403 });

/**
 * Laravel's channel authorization (`POST <api base>broadcasting/auth`, a form with socket_id and
 * channel_name, bearer token in the header), answering `{ auth: "<key>:<signature>" }` or 403.
 */
export const broadcastingAuthHandler = http.post(apiUrl('broadcasting/auth'), async ({ request }) => {
  const header = request.headers.get('Authorization') ?? '';
  const token = header.startsWith('Bearer ') ? header.slice(7) : '';
  const userId = token ? db.state.sessions[token] : undefined;
  const user = userId === undefined ? undefined : db.state.users.find((u) => u.id === userId);
  if (!user) return forbidden('Unauthenticated.');

  const form = new URLSearchParams(await request.text());
  const socketId = form.get('socket_id') ?? '';
  const channel = form.get('channel_name') ?? '';
  if (!/^\d+\.\d+$/.test(socketId)) return forbidden('Invalid socket id.');

  const member = /^private-member\.(\d+)$/.exec(channel);
  const room = /^private-room\.[^\s]+$/.test(channel);
  if (member) {
    if (Number(member[1]) !== user.member_id) return forbidden('This member channel is not yours.');
  } else if (!room) {
    return forbidden('Unknown channel.');
  }
  // A room channel is granted for any room code here: whether this user may see that room is the
  // real server's rule, and the demo's rooms come with the chat's data.
  return HttpResponse.json({ auth: channelAuth(socketId, channel) });
});
