import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGE_TYPE, TRANSACTION_DISPLAY } from '@/lib/api/endpoints/chat';
import { t } from '@/test/translate';
import { storyMessage } from '@/test/fixtures/chat-messages';
import { FindBar, type FindBarProps } from './find-bar';
import { MessageRow } from './message-row';

function setup(overrides: Partial<FindBarProps> = {}) {
  const props: FindBarProps = {
    query: 'bonus',
    onQueryChange: vi.fn(),
    total: 12,
    current: 3,
    canNext: true,
    canPrevious: true,
    onNext: vi.fn(),
    onPrevious: vi.fn(),
    onClose: vi.fn(),
    hasOlder: true,
    older: { status: 'idle', searched: 0 },
    onSearchOlder: vi.fn(),
    onCancelOlder: vi.fn(),
    ...overrides,
  };
  render(<FindBar {...props} />);
  return props;
}

const field = () => screen.getByRole('searchbox', { name: t('chat-room:find.label') });

describe('FindBar', () => {
  it('says where the shown match is, in a polite status region, and takes the focus', () => {
    setup();
    const status = within(screen.getByRole('search', { name: t('chat-room:find.region') })).getByRole('status');
    expect(status).toHaveTextContent(t('chat-room:find.count', { current: 3, count: 12 }));
    expect(field()).toHaveFocus();
  });

  it('moves with Enter, Shift+Enter and the arrows; Escape closes', async () => {
    const props = setup();
    const user = userEvent.setup();
    await user.keyboard('{Enter}{ArrowUp}');
    expect(props.onNext).toHaveBeenCalledTimes(2);
    await user.keyboard('{Shift>}{Enter}{/Shift}{ArrowDown}');
    expect(props.onPrevious).toHaveBeenCalledTimes(2);
    await user.keyboard('{Escape}');
    expect(props.onClose).toHaveBeenCalledTimes(1);
  });

  it('never moves on an Enter that confirms an input-method word', () => {
    const props = setup();
    field().dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', isComposing: true, bubbles: true }));
    expect(props.onNext).not.toHaveBeenCalled();
  });

  it('tells what is typed', async () => {
    function Controlled({ onQueryChange }: { onQueryChange: (q: string) => void }) {
      const [query, setQuery] = useState('');
      return (
        <FindBar
          {...{ total: 0, current: 0, canNext: false, canPrevious: false, hasOlder: false }}
          older={{ status: 'idle', searched: 0 }}
          query={query}
          onQueryChange={(q) => {
            setQuery(q);
            onQueryChange(q);
          }}
          onNext={vi.fn()}
          onPrevious={vi.fn()}
          onClose={vi.fn()}
          onSearchOlder={vi.fn()}
          onCancelOlder={vi.fn()}
        />
      );
    }
    const onQueryChange = vi.fn();
    render(<Controlled onQueryChange={onQueryChange} />);
    await userEvent.type(field(), 'Café');
    expect(onQueryChange).toHaveBeenLastCalledWith('Café');
    expect(screen.getByRole('status')).toHaveTextContent(t('chat-room:find.none'));
  });

  it('offers the older messages when nothing loaded matches', async () => {
    const props = setup({ total: 0, current: 0, canNext: false, canPrevious: false });
    await userEvent.click(screen.getByRole('button', { name: t('chat-room:find.searchOlder') }));
    expect(props.onSearchOlder).toHaveBeenCalled();
  });

  it('while searching older: the count searched and Cancel', async () => {
    const props = setup({ total: 0, current: 0, older: { status: 'searching', searched: 400 } });
    expect(screen.getByText(t('chat-room:find.searched', { count: 400 }))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t('chat-room:find.searchOlder') })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: t('chat-room:find.cancel') }));
    expect(props.onCancelOlder).toHaveBeenCalled();
  });

  it('at the start of the room: no match in this room', () => {
    setup({ total: 0, current: 0, hasOlder: false, older: { status: 'start', searched: 90 } });
    expect(screen.getByRole('status')).toHaveTextContent(t('chat-room:find.roomStart'));
  });
});

describe('a message with matches', () => {
  it('marks each match as text, never as HTML', () => {
    const content = '<img src=x onerror=alert(1)> Bonus and bonus';
    const message = storyMessage(1, { type: MESSAGE_TYPE.text, content });
    const first = content.indexOf('Bonus');
    const second = content.indexOf('bonus');
    render(
      <MessageRow
        message={message}
        transactionDisplay={TRANSACTION_DISPLAY.line}
        partnerName="player_8812"
        matches={[
          { start: first, end: first + 5 },
          { start: second, end: second + 5 },
        ]}
        currentMatch={second}
        onRetry={vi.fn()}
        onDelete={vi.fn()}
        onOpenImage={vi.fn()}
      />,
    );
    const marks = screen.getAllByRole('mark');
    expect(marks.map((m) => m.textContent)).toEqual(['Bonus', 'bonus']);
    expect(marks[1]).toHaveAttribute('data-current');
    expect(marks[0]).not.toHaveAttribute('data-current');
    // The avatar is decorative (no role): an image here would be one drawn from the text.
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText(/<img src=x/)).toBeInTheDocument();
  });
});
