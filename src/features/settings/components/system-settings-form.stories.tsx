import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { EMPTY_SETTING } from '../schemas/system-setting';
import { SystemSettingsForm } from './system-settings-form';
import { t, tx } from '@/test/translate';

const filled = {
  name: 'Lucky Lounge',
  background_image: '',
  background_color: '#f1f5f9',
  header_background_color: '#1e3a8a',
  header_font_color: '#ffffff',
  api_url: 'https://api.example.com/member',
};

const meta = {
  title: 'Settings/SystemSettingsForm',
  component: SystemSettingsForm,
  args: {
    defaultValues: filled,
    onSubmit: fn(),
    // The container passes a router link; a plain anchor keeps this story free of the router.
    apiDocLink: (
      <a href="#api-document" className="inline-flex min-h-6 items-center text-primary-700 underline">
        Read the member-connection API document
      </a>
    ),
  },
  parameters: { router: false, layout: 'padded' },
} satisfies Meta<typeof SystemSettingsForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('textbox', { name: tx('settings:system.name') })).toHaveValue('Lucky Lounge');
    await expect(canvas.getByRole('textbox', { name: tx('settings:system.apiUrl') })).toHaveValue(
      'https://api.example.com/member',
    );
    await expect(canvas.getByRole('link', { name: 'Read the member-connection API document' })).toBeVisible();
    const name = canvas.getByRole('textbox', { name: tx('settings:system.name') });
    await userEvent.clear(name);
    await userEvent.type(name, 'Golden Hall');
    // The preview follows the form as the administrator types.
    await expect(canvas.getByTestId('preview-header')).toHaveTextContent('Golden Hall');
    await userEvent.click(canvas.getByRole('button', { name: t('common:actions.save') }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ ...filled, name: 'Golden Hall' }, expect.anything()),
    );
  },
};

export const NotSetUp: Story = {
  args: { defaultValues: EMPTY_SETTING, notSetUp: true },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(t('settings:system.notSetUp'));
    await expect(canvas.getByRole('textbox', { name: tx('settings:system.name') })).toHaveValue('');
    await expect(canvas.getByTestId('preview-header')).toHaveTextContent(t('settings:preview.untitled'));
    await userEvent.click(canvas.getByRole('button', { name: t('common:actions.save') }));
    await expect(await canvas.findByText(t('settings:validation.nameRequired'))).toBeVisible();
    await expect(canvas.getByText(t('settings:validation.apiUrl'))).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const InvalidColour: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const hex = canvas.getByRole('textbox', {
      name: t('settings:colour.hex', { label: t('settings:system.backgroundColor') }),
    });
    await userEvent.clear(hex);
    await userEvent.type(hex, '#12345');
    await userEvent.click(canvas.getByRole('button', { name: t('common:actions.save') }));
    await expect(await canvas.findByText(t('settings:validation.colour'))).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Saving: Story = {
  args: { saving: true },
  play: async ({ canvas }) => {
    const save = canvas.getByRole('button', { name: tx('common:actions.save') });
    await expect(save).toBeDisabled();
    await expect(save).toHaveAttribute('aria-busy', 'true');
  },
};
