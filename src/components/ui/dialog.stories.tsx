import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from './button';
import { Dialog } from './dialog';
import { Field, TextInput } from './field';
import { overlayDocs } from '@/test/stories/overlay-docs';
import { t } from '@/test/translate';

const meta = {
  tags: ['autodocs'],
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
  parameters: { router: false, docs: overlayDocs },
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

/** Without a form it opens on itself, so a screen reader starts at its title; a filter box is not a form. */
export const NoFieldsOpensOnItself: Story = {
  args: {
    children: (
      <Field label="Filter">
        <TextInput type="search" />
      </Field>
    ),
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Edit account' });
    await waitFor(() => expect(dialog).toHaveFocus());
  },
};

/** A form opens on its first field the user can type into; a read-only one before it is skipped. */
export const OpensOnFirstField: Story = {
  args: {
    children: (
      <form className="space-y-4">
        <Field label="Account">
          <TextInput readOnly defaultValue="player01" />
        </Field>
        <Field label="Nickname">
          <TextInput defaultValue="Lucky" />
        </Field>
        <Field label="Remark">
          <TextInput />
        </Field>
      </form>
    ),
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Edit account' });
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Nickname' })).toHaveFocus());
  },
};

/** In a radio group it lands on the checked choice, where Tab would. */
export const OpensOnCheckedRadio: Story = {
  args: {
    children: (
      <form>
        <fieldset className="flex gap-4">
          <legend className="text-sm font-medium">Wallet</legend>
          <label className="flex items-center gap-2 text-sm">
            <input type="radio" name="wallet" value="1" /> Main
          </label>
          <label className="flex items-center gap-2 text-sm">
            <input type="radio" name="wallet" value="2" defaultChecked /> Game
          </label>
        </fieldset>
      </form>
    ),
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Edit account' });
    await waitFor(() => expect(within(dialog).getByRole('radio', { name: 'Game' })).toHaveFocus());
  },
};

function LateForm() {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setLoaded(true), 300);
    return () => clearTimeout(timer);
  }, []);
  if (!loaded) return <p>Loading…</p>;
  return (
    <form>
      <Field label="Account number">
        <TextInput defaultValue="6222 0000 1111" />
      </Field>
    </form>
  );
}

/** Its record was still loading when it opened: focus moves to the first field once it appears. */
export const FieldArrivesLater: Story = {
  args: { children: <LateForm /> },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Edit account' });
    const field = await within(dialog).findByRole('textbox', { name: 'Account number' });
    await waitFor(() => expect(field).toHaveFocus());
  },
};

/** The user moved focus before the record arrived: it stays where they put it. */
export const LateFieldLeavesUsersFocus: Story = {
  args: { children: <LateForm />, footer: <Button>Save</Button> },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Edit account' });
    const close = within(dialog).getByRole('button', { name: t('common:actions.close') });
    close.focus();
    await within(dialog).findByRole('textbox', { name: 'Account number' });
    await expect(close).toHaveFocus();
  },
};
