import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGE_TYPE, TRANSACTION_DISPLAY } from '@/lib/api/endpoints/chat';
import { MessageRow } from './message-row';
import { storyMessage } from '@/test/fixtures/chat-messages';

const handlers = () => ({ onRetry: vi.fn(), onDelete: vi.fn(), onOpenImage: vi.fn() });

describe('MessageRow', () => {
  it.each([
    [MESSAGE_TYPE.sendEnvelope, 'Send Red Envelope'],
    [MESSAGE_TYPE.transferOut, 'Transfer out'],
    [MESSAGE_TYPE.transferIn, 'Transfer in'],
    [MESSAGE_TYPE.gift, 'Gift'],
    [MESSAGE_TYPE.makeUp, 'Make-up'],
    [MESSAGE_TYPE.gameWalletIn, 'Transfer in to game wallet'],
    [MESSAGE_TYPE.gameWalletDeduct, 'Deduct points from game wallet'],
  ])('labels transfer type %i "%s" in both displays', (type, label) => {
    const message = storyMessage(7, { type, content: '12500' });
    for (const display of [TRANSACTION_DISPLAY.line, TRANSACTION_DISPLAY.envelope]) {
      const { unmount } = render(
        <MessageRow message={message} transactionDisplay={display} partnerName="player_8812" {...handlers()} />,
      );
      expect(screen.getByText(label)).toBeInTheDocument();
      expect(screen.getByText('12,500.00')).toBeInTheDocument();
      unmount();
    }
  });

  it('labels each row with its author and full time, a received one with slashes in its date', () => {
    render(
      <>
        <MessageRow
          message={storyMessage(1, { is_self: 0, created_at: '2026-11-20 09:05:33' })}
          transactionDisplay={1}
          partnerName="player_8812"
          {...handlers()}
        />
        <MessageRow
          message={storyMessage(3, { is_self: 1, created_at: '2026-11-20 09:07:10' })}
          transactionDisplay={1}
          partnerName="player_8812"
          {...handlers()}
        />
      </>,
    );
    const received = screen.getByRole('article', { name: 'Message from player_8812, 2026/11/20 09:05:33' });
    expect(within(received).getByTitle('2026/11/20 09:05:33')).toHaveTextContent('09:05');
    const own = screen.getByRole('article', { name: 'Your message, 2026-11-20 09:07:10' });
    expect(within(own).getByTitle('2026-11-20 09:07:10')).toHaveTextContent('09:07');
  });

  it('shows a received time without a year (MM-DD) whole, with a slash', () => {
    render(
      <MessageRow
        message={storyMessage(1, { is_self: 0, created_at: '11-20 09:05:33' })}
        transactionDisplay={1}
        partnerName="player_8812"
        {...handlers()}
      />,
    );
    expect(screen.getByRole('article', { name: 'Message from player_8812, 11/20 09:05:33' })).toHaveTextContent(
      '11/20 09:05:33',
    );
  });

  it('renders text as text, keeping markup visible', () => {
    render(
      <MessageRow
        message={storyMessage(1, { content: '<img src=x onerror=alert(1)>', thumbnail: '' })}
        transactionDisplay={1}
        partnerName="player_8812"
        {...handlers()}
      />,
    );
    // Found as the text of one element: it was not parsed as markup.
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(screen.queryByRole('presentation')).toBeNull();
  });

  it('offers Retry and Delete for a failed message', async () => {
    const h = handlers();
    render(
      <MessageRow
        message={storyMessage(3, { key: 'local-1', delivery: 'failed' })}
        transactionDisplay={1}
        partnerName="player_8812"
        {...h}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(h.onRetry).toHaveBeenCalledWith('local-1');
    expect(h.onDelete).toHaveBeenCalledWith('local-1');
  });

  it('never puts an unsafe image source in an img', () => {
    render(
      <MessageRow
        message={storyMessage(1, { type: MESSAGE_TYPE.image, content: 'javascript:alert(1)', thumbnail: 'null' })}
        transactionDisplay={1}
        partnerName="player_8812"
        {...handlers()}
      />,
    );
    expect(screen.getByText('Image unavailable')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open the picture' })).toBeNull();
    expect(screen.queryByRole('presentation')).toBeNull();
  });

  it('shows a safe picture as a thumbnail that opens it', async () => {
    const h = handlers();
    const src = 'https://cdn.example.com/receipt.jpg';
    render(
      <MessageRow
        message={storyMessage(1, { type: MESSAGE_TYPE.image, content: src, thumbnail: '' })}
        transactionDisplay={1}
        partnerName="player_8812"
        {...h}
      />,
    );
    expect(screen.getByRole('presentation')).toHaveAttribute('src', src);
    await userEvent.click(screen.getByRole('button', { name: 'Open the picture' }));
    expect(h.onOpenImage).toHaveBeenCalledWith(src);
  });
});
