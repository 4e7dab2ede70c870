import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TRANSACTION_DISPLAY } from '@/lib/api/endpoints/chat';
import { storyMessage } from '@/test/fixtures/chat-messages';
import { MessageList, type MessageListProps } from './message-list';
import * as format from './message-format';

// Each drawing of a message's content formats its time once: the count says which rows were drawn.
vi.mock('./message-format', async (original) => {
  const real = await original<typeof import('./message-format')>();
  return { ...real, shortTime: vi.fn(real.shortTime) };
});

const props = (count: number): MessageListProps => ({
  roomKey: 'room-1',
  messages: Array.from({ length: count }, (_, i) => storyMessage(i + 1)),
  transactionDisplay: TRANSACTION_DISPLAY.line,
  hasOlder: false,
  loadingOlder: false,
  onLoadOlder: vi.fn(),
  onRetry: vi.fn(),
  onDelete: vi.fn(),
  onOpenImage: vi.fn(),
  partnerName: 'player_8812',
});

describe('MessageList on a busy desk', () => {
  // jsdom lays nothing out: every box is given a size, so the virtualizer draws a window of rows.
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(480);
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(
      DOMRect.fromRect({ x: 0, y: 0, width: 480, height: 80 }),
    );
  });
  afterEach(() => vi.restoreAllMocks());

  it('draws only the new message when one arrives: the rows shown keep their content', async () => {
    const first = props(12);
    const view = render(<MessageList {...first} />);
    const drawn = await screen.findAllByRole('article');
    expect(drawn.length).toBeGreaterThan(0);
    // Every article tells its place among all the messages.
    expect(drawn[0]).toHaveAttribute('aria-setsize', '12');
    const shortTime = vi.mocked(format.shortTime);
    shortTime.mockClear();

    const arrived = [...first.messages, storyMessage(13)];
    view.rerender(<MessageList {...first} messages={arrived} />);

    expect(screen.getAllByRole('article')[0]).toHaveAttribute('aria-setsize', '13');
    const redrawn = shortTime.mock.calls.map(([stamp]) => stamp);
    expect(redrawn.filter((stamp) => stamp !== storyMessage(13).created_at)).toEqual([]);
  });
});
