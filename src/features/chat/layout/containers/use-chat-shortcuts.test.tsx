import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NoticeProvider } from '@/components/ui/notice';
import { createQueryClient } from '@/lib/api/query-client';
import { CHAT_COMPOSER_ATTRIBUTE } from '@/lib/chat-composer';
import { memoryRoutes } from '@/test/harness/memory-routes';
import { roomSchema } from '@/lib/api/endpoints/chat';
import { getPinnedRooms, roomKeys } from '../../rooms';
import { setRoomView } from '../../rooms/containers/room-view-store';
import { useChatShortcuts } from './use-chat-shortcuts';

const room = (id: number, unread = 0) =>
  roomSchema.parse({
    id,
    code: `r-${id}`,
    members: String(100 + id),
    name: '',
    username: `player${id}`,
    thumbnail: '',
    message_content: '',
    message_time: '2026-03-14 09:26:53',
    message_read: 1,
    status: 1,
    unread_count: unread,
    message_type: 1,
  });
const pathOf = (id: number) => `/chat/messaging/${id}/${100 + id}/r-${id}`;

/** The chat as far as the shortcuts see it: the room's message box, another field, the sheet's state. */
function Chat() {
  const shortcuts = useChatShortcuts();
  const { pathname } = useLocation();
  return (
    <>
      {/* A new box for each room, as the room window is mounted anew for each. */}
      <textarea key={pathname} aria-label="Message" {...{ [CHAT_COMPOSER_ATTRIBUTE]: '' }} />
      <input aria-label="Other field" />
      <button type="button">Plain button</button>
      {shortcuts.sheet.open && <p>Sheet open</p>}
      <ul aria-label={shortcuts.commands.heading}>
        {shortcuts.commands.items.map((command) => (
          <li key={command.id}>
            <button type="button" onClick={command.run}>
              {command.label}
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}

const routes = ['/chat/messaging', '/chat/messaging/:room_id/:member_id/:room_code'].map((path) => ({
  path,
  element: <Chat />,
}));

function setup(path: string, { wide = true } = {}) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: wide && query.includes('min-width'), media: query }));
  const queryClient = createQueryClient();
  queryClient.setQueryDefaults(roomKeys.lists(), { staleTime: Infinity });
  queryClient.setQueryData(roomKeys.list(1), [room(1), room(2, 2), room(3), room(4, 1), room(5)]);
  queryClient.setQueryData(roomKeys.list(3), [room(8), room(9, 1)]);
  const table = memoryRoutes(routes, path);
  render(
    <QueryClientProvider client={queryClient}>
      <NoticeProvider>{table.element}</NoticeProvider>
    </QueryClientProvider>,
  );
  return { where: () => `${table.location()?.pathname}${table.location()?.search}` };
}

const press = (target: Element, key: string, init: KeyboardEventInit = {}) =>
  fireEvent.keyDown(target, { key, ...init });

afterEach(() => {
  setRoomView({ query: '', filter: 'all' });
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('useChatShortcuts', () => {
  it('opens the next and the previous room of the list, the first one when none is open', async () => {
    const chat = setup('/chat/messaging');
    press(document.body, 'ArrowDown', { altKey: true });
    expect(chat.where()).toBe(pathOf(1));
    press(document.body, 'ArrowDown', { altKey: true });
    expect(chat.where()).toBe(pathOf(2));
    press(document.body, 'ArrowUp', { altKey: true });
    expect(chat.where()).toBe(pathOf(1));
  });

  it('opens the next room with unread messages, wrapping around', async () => {
    const chat = setup(pathOf(2));
    press(document.body, 'ArrowDown', { altKey: true, shiftKey: true });
    expect(chat.where()).toBe(pathOf(4));
    press(document.body, 'ArrowDown', { altKey: true, shiftKey: true });
    expect(chat.where()).toBe(pathOf(2));
  });

  it('works from the message box and focuses the new room’s box on a wide screen, but not from another field', async () => {
    const chat = setup(pathOf(1));
    press(screen.getByRole('textbox', { name: 'Other field' }), 'ArrowDown', { altKey: true });
    expect(chat.where()).toBe(pathOf(1));
    const box = screen.getByRole('textbox', { name: 'Message' });
    press(box, 'ArrowDown', { altKey: true });
    expect(chat.where()).toBe(pathOf(2));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Message' })).toHaveFocus());
  });

  it('leaves the focus alone on a narrow screen', async () => {
    const chat = setup(pathOf(1), { wide: false });
    const button = screen.getByRole('button', { name: 'Plain button' });
    button.focus();
    press(button, 'ArrowDown', { altKey: true });
    expect(chat.where()).toBe(pathOf(2));
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(button).toHaveFocus();
  });

  it('does nothing during an IME composition', async () => {
    const chat = setup(pathOf(1));
    press(screen.getByRole('textbox', { name: 'Message' }), 'ArrowDown', { altKey: true, isComposing: true });
    press(document.body, '?', { keyCode: 229 });
    expect(chat.where()).toBe(pathOf(1));
    expect(screen.queryByText('Sheet open')).not.toBeInTheDocument();
  });

  it('opens the sheet with ? outside text fields only', async () => {
    setup(pathOf(1));
    press(screen.getByRole('textbox', { name: 'Message' }), '?', { shiftKey: true });
    press(screen.getByRole('textbox', { name: 'Other field' }), '?', { shiftKey: true });
    expect(screen.queryByText('Sheet open')).not.toBeInTheDocument();
    press(screen.getByRole('button', { name: 'Plain button' }), '?', { shiftKey: true });
    expect(screen.getByText('Sheet open')).toBeInTheDocument();
  });

  it('does nothing new with Escape on a wide screen', async () => {
    const wide = setup(pathOf(3));
    press(document.body, 'Escape');
    expect(wide.where()).toBe(pathOf(3));
  });

  it('goes back to the list with Escape on a narrow screen, keeping AI mode; not from a text field or under a dialog', async () => {
    const chat = setup(`${pathOf(8)}?ai=1`, { wide: false });
    press(screen.getByRole('textbox', { name: 'Message' }), 'Escape');
    expect(chat.where()).toBe(`${pathOf(8)}?ai=1`);
    const dialog = document.body.appendChild(Object.assign(document.createElement('div'), { role: 'dialog' }));
    dialog.setAttribute('aria-modal', 'true');
    press(document.body, 'Escape');
    expect(chat.where()).toBe(`${pathOf(8)}?ai=1`);
    dialog.remove();
    press(document.body, 'Escape');
    expect(chat.where()).toBe('/chat/messaging?ai=1');
  });

  it('steps through the AI list in AI mode', async () => {
    const chat = setup(`${pathOf(8)}?ai=1`);
    press(document.body, 'ArrowDown', { altKey: true });
    expect(chat.where()).toBe(`${pathOf(9)}?ai=1`);
  });

  it('offers the room steps and the sheet as palette commands', async () => {
    const chat = setup(pathOf(1));
    const list = screen.getByRole('list', { name: 'Chat commands' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Next room', 'Previous room', 'Next unread room', 'Pin or unpin this room', 'Keyboard shortcuts']);
    fireEvent.click(within(list).getByRole('button', { name: 'Next unread room' }));
    expect(chat.where()).toBe(pathOf(2));
    fireEvent.click(within(list).getByRole('button', { name: 'Keyboard shortcuts' }));
    expect(screen.getByText('Sheet open')).toBeInTheDocument();
  });

  it('steps through the list as shown: narrowed by the quick filter, pinned rooms first', async () => {
    localStorage.setItem('user_id', '7');
    localStorage.setItem('chat_pins', JSON.stringify({ 7: ['r-4'] }));
    setRoomView({ query: '', filter: 'unread' });
    const chat = setup('/chat/messaging');
    press(document.body, 'ArrowDown', { altKey: true });
    expect(chat.where()).toBe(pathOf(4));
    press(document.body, 'ArrowDown', { altKey: true });
    expect(chat.where()).toBe(pathOf(2));
    press(document.body, 'ArrowDown', { altKey: true });
    expect(chat.where()).toBe(pathOf(2));
  });

  it('pins and unpins the open room with Alt+P', async () => {
    localStorage.setItem('user_id', '7');
    setup(pathOf(3));
    press(document.body, 'p', { altKey: true, code: 'KeyP' });
    expect(getPinnedRooms()).toEqual(['r-3']);
    press(screen.getByRole('textbox', { name: 'Message' }), 'p', { altKey: true, code: 'KeyP' });
    expect(getPinnedRooms()).toEqual([]);
  });
});
