import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { Button } from './button';
import { Dialog } from './dialog';
import { t } from '@/test/story-t';

const meta = {
  title: 'UI/Dialog',
  component: Dialog,
  args: {
    open: true,
    onOpenChange: fn(),
    title: 'Edit account',
    description: 'Changes apply at once.',
    children: <p>Body</p>,
    footer: <Button>Save</Button>,
  },
  parameters: { router: false },
} satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Edit account' });
    await expect(dialog).toHaveTextContent('Changes apply at once.');
    await userEvent.click(screen.getByRole('button', { name: t('common:actions.close') }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const Escape: Story = {
  play: async ({ args }) => {
    await screen.findByRole('dialog', { name: 'Edit account' });
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};
