import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { t } from '@/test/translate';
import { storyTemplates } from '@/test/fixtures/chat-templates';
import { TemplateDialog } from './template-dialog';

const meta = {
  title: 'Chat/Templates/TemplateDialog',
  component: TemplateDialog,
  args: { open: true, onOpenChange: fn(), onSubmit: fn(), template: null },
  parameters: { router: false },
} satisfies Meta<typeof TemplateDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = (key: 'createTitle' | 'editTitle') =>
  screen.findByRole('dialog', { name: t(`chat-templates:dialog.${key}`) });
const box = (key: 'title' | 'content' | 'memo') =>
  screen.getByRole('textbox', { name: t(`chat-templates:dialog.${key}`) });
const typeSelect = () => screen.getByRole('combobox', { name: t('chat-templates:dialog.type') });
const save = () => screen.getByRole('button', { name: t('common:actions.save') });

/** An empty form offering types 1 and 3; typed values are sent trimmed. */
export const Create: Story = {
  play: async ({ args, userEvent }) => {
    await dialog('createTitle');
    // The type comes first in the form, so it has the focus.
    await waitFor(() => expect(typeSelect()).toHaveFocus());
    const options = within(typeSelect()).getAllByRole('option');
    await expect(options.map((o) => o.textContent)).toEqual([t('chat-templates:types.1'), t('chat-templates:types.3')]);
    await expect(screen.getByText(t('chat-templates:dialog.typeHint'))).toBeVisible();
    await expect(box('title')).toHaveValue('');
    await userEvent.selectOptions(typeSelect(), '3');
    await userEvent.type(box('title'), ' Bank details ');
    await userEvent.click(box('content'));
    await userEvent.paste('Please send {member.username}');
    await userEvent.click(save());
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        { type: '3', title: 'Bank details', content: 'Please send {member.username}', memo: '' },
        expect.anything(),
      ),
    );
  },
};

/** The template's values, content with its line breaks. */
export const Edit: Story = {
  args: { template: storyTemplates[1] },
  play: async ({ args, userEvent }) => {
    await dialog('editTitle');
    await expect(typeSelect()).toHaveValue('3');
    await expect(box('title')).toHaveValue(storyTemplates[1]!.title);
    await expect(box('content')).toHaveValue(storyTemplates[1]!.content);
    await expect(box('memo')).toHaveValue(storyTemplates[1]!.memo);
    await userEvent.clear(box('memo'));
    await userEvent.click(save());
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ memo: '' }), expect.anything()),
    );
  },
};

/** Title and memo over 50 characters and an empty content: each says why, nothing is sent. */
export const ValidationErrors: Story = {
  play: async ({ args, userEvent }) => {
    await dialog('createTitle');
    await userEvent.click(box('title'));
    await userEvent.paste('x'.repeat(51));
    await userEvent.click(box('memo'));
    await userEvent.paste('m'.repeat(51));
    await userEvent.click(save());
    await expect(await screen.findByText(t('chat-templates:validation.titleTooLong'))).toBeVisible();
    await expect(screen.getByText(t('chat-templates:validation.memoTooLong'))).toBeVisible();
    await expect(screen.getByText(t('chat-templates:validation.contentRequired'))).toBeVisible();
    await expect(box('title')).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A code other than 1000: the server's message, the popup and what was typed stay. */
export const ServerRefused: Story = {
  args: { template: storyTemplates[0], error: 'The template could not be saved.' },
  play: async () => {
    const el = await dialog('editTitle');
    await expect(within(el).getByRole('alert')).toHaveTextContent('The template could not be saved.');
    await expect(box('title')).toHaveValue('Welcome');
    await expect(save()).toBeEnabled();
  },
};

/** While saving, nothing can be sent again or closed. */
export const Saving: Story = {
  args: { template: storyTemplates[0], pending: true },
  play: async ({ args, userEvent }) => {
    await dialog('editTitle');
    await expect(save()).toBeDisabled();
    await expect(save()).toHaveAttribute('aria-busy', 'true');
    await expect(screen.getByRole('button', { name: t('common:actions.cancel') })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};
