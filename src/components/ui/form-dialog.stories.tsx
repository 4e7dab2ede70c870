import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { overlayDocs } from '@/test/stories/overlay-docs';
import { t } from '@/test/translate';
import { Field, TextInput } from './field';
import { FormDialog } from './form-dialog';

const meta = {
  tags: ['autodocs'],
  title: 'UI/FormDialog',
  component: FormDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    title: 'Rename',
    formId: 'story-form',
    onSubmit: fn((event: { preventDefault: () => void }) => event.preventDefault()),
    children: (
      <Field label="Name">
        <TextInput defaultValue="player01" />
      </Field>
    ),
  },
  parameters: { router: false, docs: overlayDocs },
} satisfies Meta<typeof FormDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Rename' });
    // The footer's Save submits the form in the body.
    await userEvent.click(within(dialog).getByRole('button', { name: t('common:actions.save') }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByRole('button', { name: t('common:actions.cancel') }));
    await expect(args.onOpenChange).toHaveBeenCalledTimes(1);
  },
};

export const SaveFailed: Story = {
  args: { error: 'The name is already taken.' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Rename' });
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('The name is already taken.');
    // What was typed stays.
    await expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('player01');
  },
};

/** While saving nothing closes it: not Cancel, not Esc. */
export const Saving: Story = {
  args: { pending: true },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Rename' });
    await expect(within(dialog).getByRole('button', { name: t('common:actions.cancel') })).toBeDisabled();
    await expect(within(dialog).getByRole('button', { name: t('common:actions.save') })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await expect(dialog).toBeVisible();
  },
};
