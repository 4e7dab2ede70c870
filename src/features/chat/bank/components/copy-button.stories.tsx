import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { t } from '@/test/translate';
import { CopyButton } from './copy-button';

const meta = {
  title: 'Chat/Bank/CopyButton',
  component: CopyButton,
  args: { value: '062000', field: 'BSB', onCopy: fn(() => Promise.resolve()), feedbackMs: 0 },
  parameters: { router: false, layout: 'centered' },
} satisfies Meta<typeof CopyButton>;
export default meta;
type Story = StoryObj<typeof meta>;

const copyName = (field: string) => `${t('chat-bank:copy.button')} ${field}`;

export const Default: Story = {
  play: async ({ canvas }) => {
    // The field's name completes the button's accessible name.
    await expect(canvas.getByRole('button', { name: copyName('BSB') })).toBeEnabled();
  },
};

export const Copied: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: copyName('BSB') }));
    await expect(args.onCopy).toHaveBeenCalledWith('062000');
    const button = await canvas.findByRole('button', { name: `${t('chat-bank:copy.done')} BSB` });
    await expect(button).toHaveAttribute('data-copied', 'true');
  },
};

/** A clipboard the browser refuses shows nothing new: the button keeps its word. */
export const CopyRefused: Story = {
  args: { onCopy: fn(() => Promise.reject(new Error('denied'))) },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: copyName('BSB') });
    await userEvent.click(button);
    await waitFor(() => expect(args.onCopy).toHaveBeenCalledTimes(1));
    await expect(button).toHaveAccessibleName(copyName('BSB'));
    await expect(button).not.toHaveAttribute('data-copied');
  },
};

export const EmptyField: Story = {
  args: { value: '' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: copyName('BSB') })).toBeDisabled();
  },
};

/** The feedback goes back to 'Copy' after its time. */
export const FeedbackEnds: Story = {
  args: { feedbackMs: 300 },
  parameters: { snapshot: false },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: copyName('BSB') }));
    await canvas.findByRole('button', { name: `${t('chat-bank:copy.done')} BSB` });
    await waitFor(() => expect(canvas.getByRole('button', { name: copyName('BSB') })).toBeVisible());
  },
};
