import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { overlayDocs } from '@/test/stories/overlay-docs';
import { t } from '@/test/translate';
import { Button } from './button';
import { Drawer } from './drawer';

const meta = {
  tags: ['autodocs'],
  title: 'UI/Drawer',
  component: Drawer,
  args: {
    open: true,
    onOpenChange: fn(),
    side: 'right',
    title: 'Display settings',
    children: <p className="px-5 py-5 text-sm text-slate-700">Sidebar colour and primary colour.</p>,
  },
  parameters: { router: false, docs: overlayDocs },
} satisfies Meta<typeof Drawer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** From the right, headed by its title; its close button asks the caller to close it. */
export const Right: Story = {
  play: async ({ args, userEvent }) => {
    const drawer = await screen.findByRole('dialog', { name: args.title });
    await expect(drawer).toBeVisible();
    await expect(screen.getByRole('heading', { name: args.title })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: t('common:actions.close') }));
    await expect(args.onOpenChange).toHaveBeenCalledTimes(1);
  },
};

export const ClosesOnEscape: Story = {
  play: async ({ args, userEvent }) => {
    await screen.findByRole('dialog', { name: args.title });
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledTimes(1);
  },
};

/**
 * Bare, from the left: the content draws its own frame (as the sidebar does), so no header shows;
 * the title still names the drawer and the close button floats over the content's corner.
 */
export const BareFromLeft: Story = {
  args: {
    side: 'left',
    bare: true,
    title: 'Navigation',
    closeLabel: 'Close navigation',
    children: <nav className="h-full w-64 bg-slate-900 p-4 pt-12 text-sm text-slate-100">Home</nav>,
  },
  play: async ({ args, userEvent }) => {
    await screen.findByRole('dialog', { name: args.title });
    await expect(screen.queryByRole('heading', { name: args.title })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: args.closeLabel }));
    await expect(args.onOpenChange).toHaveBeenCalledTimes(1);
  },
};

/** Opened from a button and closed again, by its close button and by Escape, as a caller wires it. */
export const OpensAndCloses: Story = {
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button onClick={() => setOpen(true)}>{args.title}</Button>
        <Drawer {...args} open={open} onOpenChange={setOpen} />
      </>
    );
  },
  play: async ({ args, userEvent }) => {
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: args.title }));
    await expect(await screen.findByRole('dialog', { name: args.title })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: t('common:actions.close') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: args.title }));
    await screen.findByRole('dialog', { name: args.title });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};
