import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent } from 'storybook/test';
import { Button } from './button';
import { useNotice } from './notice';
import { t } from '@/test/translate';

function NoticeDemo() {
  const notice = useNotice();
  return (
    <div className="flex gap-2 p-6">
      <Button onClick={() => notice.alert({ message: 'saved', tone: 'success' })}>Show alert</Button>
      <Button variant="secondary" onClick={() => notice.toast('Logout successfully.', { durationMs: 60_000 })}>
        Show snackbar
      </Button>
    </div>
  );
}

const meta = {
  tags: ['autodocs'],
  title: 'UI/Notice',
  component: NoticeDemo,
  parameters: { router: false },
} satisfies Meta<typeof NoticeDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Alert: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show alert' }));
    const alert = await screen.findByRole('alertdialog', { name: t('common:alert.successTitle') });
    await expect(alert).toHaveTextContent('saved');
  },
};

export const Snackbar: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show snackbar' }));
    const toast = await screen.findByRole('status');
    await expect(toast).toHaveTextContent('Logout successfully.');
    // Inside a live region that was there before it, so screen readers announce it.
    await expect(toast.parentElement).toHaveAttribute('aria-live', 'polite');
  },
};
