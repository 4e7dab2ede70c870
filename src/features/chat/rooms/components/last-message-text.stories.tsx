import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { t } from '@/test/translate';
import { LastMessageText } from './last-message-text';

const meta = {
  title: 'Chat/Rooms/LastMessageText',
  component: LastMessageText,
  args: { room: { message_type: 1, message_content: 'See you  \n tomorrow' } },
  decorators: [(Story) => <p className="w-72 truncate text-sm text-slate-700">{Story()}</p>],
  parameters: { router: false, layout: 'centered' },
} satisfies Meta<typeof LastMessageText>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Text on one line, its line breaks and runs of spaces folded. */
export const Text: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('p')).toHaveTextContent(/^See you tomorrow$/);
  },
};

/** Markup in a message is text, never HTML. */
export const MarkupStaysText: Story = {
  args: { room: { message_type: 1, message_content: '<img src=x onerror=alert(1)><b>hi</b>' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('p')).toHaveTextContent('<img src=x onerror=alert(1)><b>hi</b>');
    await expect(canvasElement.querySelector('p img, p b')).toBeNull();
  },
};

export const Image: Story = {
  args: { room: { message_type: 2, message_content: 'https://cdn.example/photo.jpg' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('p')).toHaveTextContent(t('chat-nav:rooms.last.image'));
  },
};

/** A transfer says which kind, never its amount. */
export const Transfer: Story = {
  args: { room: { message_type: 8, message_content: '88.00' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('p')).toHaveTextContent(t('chat-nav:rooms.last.transfer8'));
    await expect(canvasElement.querySelector('p')).not.toHaveTextContent('88');
  },
};

export const TransferOfAnotherKind: Story = {
  args: { room: { message_type: 4, message_content: '10' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('p')).toHaveTextContent(t('chat-nav:rooms.last.transfer'));
  },
};

export const NoMessage: Story = {
  args: { room: { message_type: 1, message_content: '   ' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('p')).toHaveTextContent(t('chat-nav:rooms.last.none'));
  },
};
