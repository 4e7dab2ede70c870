import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import { t } from '@/test/translate';
import { DeleteTemplateDialog } from './delete-template-dialog';
import { storyTemplates } from '@/test/fixtures/chat-templates';

const meta = {
  title: 'Chat/Templates/DeleteTemplateDialog',
  component: DeleteTemplateDialog,
  args: { template: storyTemplates[0]!, onCancel: fn(), onConfirm: fn() },
  parameters: { router: false },
} satisfies Meta<typeof DeleteTemplateDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const confirmation = () => screen.findByRole('alertdialog', { name: t('chat-templates:delete.title') });

/** The confirmation names the title and opens on Cancel, so a reflex Enter deletes nothing. */
export const NamesTheTitle: Story = {
  play: async ({ args, userEvent }) => {
    const el = await confirmation();
    await expect(el).toHaveTextContent(t('chat-templates:delete.message', { title: 'Welcome' }));
    await expect(within(el).getByRole('button', { name: t('common:actions.cancel') })).toHaveFocus();
    await userEvent.click(within(el).getByRole('button', { name: t('common:actions.delete') }));
    await expect(args.onConfirm).toHaveBeenCalledWith(storyTemplates[0]);
  },
};

/** A code other than 1000: the confirmation stays with the server's message. */
export const DeleteRefused: Story = {
  args: { error: 'Not Found' },
  play: async () => {
    const el = await confirmation();
    await expect(within(el).getByRole('alert')).toHaveTextContent('Not Found');
    await expect(within(el).getByRole('button', { name: t('common:actions.delete') })).toBeEnabled();
  },
};

export const Deleting: Story = {
  args: { pending: true },
  play: async () => {
    const el = await confirmation();
    await expect(within(el).getByRole('button', { name: t('common:actions.delete') })).toBeDisabled();
    await expect(within(el).getByRole('button', { name: t('common:actions.cancel') })).toBeDisabled();
  },
};
