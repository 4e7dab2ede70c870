import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, it } from 'vitest';
import { server } from '@mocks/node';
import { apiUrl } from '@mocks/server/endpoint';
import { recordCalls } from '@mocks/server/record-calls';
import { signInAs } from '@mocks/server/story-session';
import { useReadReports } from './use-read-reports';

const ROOM = 'r-agent01-player02';

/** The demo backend behind a connection the test drops and brings back; the reports that reached it. */
function connection() {
  const reached = recordCalls('api/readMessage');
  const attempts: number[] = [];
  let down = false;
  server.use(
    http.post(apiUrl('api/readMessage'), () => {
      attempts.push(attempts.length);
      return down ? HttpResponse.error() : undefined;
    }),
    reached.handler,
  );
  return {
    reached: reached.calls,
    attempts,
    drop: () => void (down = true),
    restore: () => void (down = false),
  };
}

type Props = { code: string | null; newest: number | null };

/** agent01 in the room, its newest received message 5; `rerender` moves to another room or message. */
function enteredAsAgent() {
  signInAs(3);
  const net = connection();
  const { rerender } = renderHook(({ code, newest }: Props) => useReadReports(code, newest), {
    initialProps: { code: ROOM, newest: 5 } as Props,
  });
  return { net, rerender };
}

/** Reads message `id`, then the connection drops and the room is left before its report went. */
async function leaveOffline(net: ReturnType<typeof connection>, rerender: (props: Props) => void, id: number) {
  rerender({ code: ROOM, newest: id });
  net.drop();
  rerender({ code: null, newest: null });
  await waitFor(() => expect(net.attempts.length).toBeGreaterThan(1), { timeout: 10_000 });
}

it('a report that fails as the room is left arrives once the connection is back', async () => {
  const { net, rerender } = enteredAsAgent();
  await waitFor(() => expect(net.reached).toEqual([{ code: ROOM, message_id: 5 }]));

  await leaveOffline(net, rerender, 6);
  expect(net.reached).toHaveLength(1);

  net.restore();
  dispatchEvent(new Event('online'));
  await waitFor(() =>
    expect(net.reached).toEqual([
      { code: ROOM, message_id: 5 },
      { code: ROOM, message_id: 6 },
    ]),
  );
});

it('entering a room again reports it again, however recently this tab reported it', async () => {
  const { net, rerender } = enteredAsAgent();
  await waitFor(() => expect(net.reached).toHaveLength(1));
  rerender({ code: null, newest: null });
  rerender({ code: ROOM, newest: 5 });
  await waitFor(() =>
    expect(net.reached).toEqual([
      { code: ROOM, message_id: 5 },
      { code: ROOM, message_id: 5 },
    ]),
  );
});

it('a report kept for later is dropped once another staff user signs in, never sent on their session', async () => {
  const { net, rerender } = enteredAsAgent();
  await waitFor(() => expect(net.reached).toHaveLength(1));
  // Higher than any id the earlier tests reported (the user's read-report bus lives as long as the page).
  await leaveOffline(net, rerender, 100);

  // agent01 signs out; service01 signs in in the same browser and opens a room of theirs.
  signInAs(4);
  net.restore();
  dispatchEvent(new Event('online'));
  rerender({ code: 'r-service01-player12', newest: 1 });
  await waitFor(() => expect(net.reached).toContainEqual({ code: 'r-service01-player12', message_id: 1 }));
  expect(net.reached).not.toContainEqual({ code: ROOM, message_id: 100 });
});
