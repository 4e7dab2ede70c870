import type { Meta, StoryObj } from '@storybook/react-vite';
import { handlers } from '@mocks/handlers';
import { expect, fireEvent, screen, waitFor, within } from 'storybook/test';
import { db } from '@mocks/db/store';
import { ok, replyWith } from '@mocks/server/endpoint';
import { signInAs } from '@mocks/server/story-session';
import SystemSettingsPage from './system-settings-page';
import { tinyPngFile } from '@/test/fixtures/settings';
import { t, tx } from '@/test/translate';
/** 'saved' naming the room, as a polite toast: announced, and nothing to dismiss. */
const expectSavedToast = async (name: string) => {
  const toast = await screen.findByText(t('settings:system.savedDetail', { name }), undefined);
  await expect(toast.closest('[role="status"]')).not.toBeNull();
  await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
};

const meta = {
  title: 'Settings/SystemSettingsPage',
  component: SystemSettingsPage,
  parameters: { route: '/setup/system' },
  beforeEach: () => {
    signInAs(1);
  },
} satisfies Meta<typeof SystemSettingsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const save = (canvas: ReturnType<typeof within>) => canvas.getByRole('button', { name: t('common:actions.save') });

export const Loading: Story = {
  parameters: { msw: { handlers: [replyWith('api/setting/view', ok(null), { delayMs: 'infinite' }), ...handlers] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: t('settings:system.loading') })).toBeVisible();
  },
};

export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('textbox', { name: tx('settings:system.name') })).toHaveValue('Lucky Lounge');
    await expect(
      canvas.getByRole('textbox', {
        name: t('settings:colour.hex', { label: t('settings:system.headerBackgroundColor') }),
      }),
    ).toHaveValue('#1e3a8a');
    await expect(canvas.getByRole('textbox', { name: tx('settings:system.apiUrl') })).toHaveValue(
      'https://api.example.com/member',
    );
    await expect(canvas.getByRole('link', { name: t('settings:system.apiDocLink') })).toHaveAttribute(
      'href',
      '/file/api',
    );
    await expect(canvas.getByTestId('preview-header')).toHaveTextContent('Lucky Lounge');
  },
};

// @spec bo.errors.missing-setting
export const NotYetSetUp: Story = {
  beforeEach: () => {
    db.update((s) => {
      s.setting = null;
    });
  },
  play: async ({ canvas, userEvent }) => {
    const dialog = await screen.findByRole('alertdialog', undefined);
    await expect(dialog).toHaveTextContent(t('settings:system.notSetUp'));
    await userEvent.click(within(dialog).getByRole('button', { name: t('common:actions.ok') }));
    await expect(canvas.getByRole('status')).toHaveTextContent(t('settings:system.notSetUp'));
    const name = canvas.getByRole('textbox', { name: tx('settings:system.name') });
    await expect(name).toHaveValue('');
    await userEvent.type(name, 'First Room');
    await userEvent.type(
      canvas.getByRole('textbox', { name: tx('settings:system.apiUrl') }),
      'https://api.example.com/v1',
    );
    await userEvent.click(save(canvas));
    await expectSavedToast('First Room');
    await waitFor(() => expect(db.state.setting?.name).toBe('First Room'));
  },
};

export const RoomNameRequired: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.clear(await canvas.findByRole('textbox', { name: tx('settings:system.name') }));
    await userEvent.click(save(canvas));
    await expect(await canvas.findByText(t('settings:validation.nameRequired'), undefined)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: tx('settings:system.name') })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

export const InvalidColour: Story = {
  play: async ({ canvas, userEvent }) => {
    const hex = await canvas.findByRole('textbox', {
      name: t('settings:colour.hex', { label: t('settings:system.backgroundColor') }),
    });
    await userEvent.clear(hex);
    await userEvent.type(hex, '#12345');
    await userEvent.click(save(canvas));
    await expect(await canvas.findByText(t('settings:validation.colour'), undefined)).toBeVisible();
  },
};

export const InvalidApiUrl: Story = {
  play: async ({ canvas, userEvent }) => {
    const url = await canvas.findByRole('textbox', { name: tx('settings:system.apiUrl') });
    await userEvent.clear(url);
    await userEvent.type(url, 'ftp://files.example.com');
    await userEvent.click(save(canvas));
    await expect(await canvas.findByText(t('settings:validation.apiUrl'), undefined)).toBeVisible();
  },
};

export const NotAnImage: Story = {
  play: async ({ canvas }) => {
    const input = await canvas.findByLabelText(t('settings:system.backgroundImage'), undefined);
    // The picker only offers images; a file forced past that filter is refused at once, by name, and kept out of the form.
    await fireEvent.change(input, { target: { files: [new File(['hello'], 'notes.txt', { type: 'text/plain' })] } });
    await expect(
      await canvas.findByText(t('kit:imagePicker.notImage', { name: 'notes.txt' }), undefined),
    ).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(
      canvas.queryByRole('img', { name: t('settings:system.backgroundImagePreview') }),
    ).not.toBeInTheDocument();
  },
};

export const LoadError: Story = {
  parameters: {
    msw: {
      handlers: [replyWith('api/setting/view', { code: 5002, message: 'Settings are unavailable' }), ...handlers],
    },
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', undefined);
    await expect(alert).toHaveTextContent('Settings are unavailable');
    await expect(within(alert).getByRole('button', { name: t('common:actions.retry') })).toBeEnabled();
  },
};

// @spec bo.errors.other-codes bo.errors.unlisted-messages
export const ServerError: Story = {
  parameters: {
    msw: {
      handlers: [replyWith('api/setting/save', { code: 5002, message: 'Setting could not be saved' }), ...handlers],
    },
  },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('textbox', { name: tx('settings:system.name') });
    await userEvent.click(save(canvas));
    await expect(await screen.findByRole('alertdialog', undefined)).toHaveTextContent('Setting could not be saved');
    await userEvent.click(screen.getByRole('button', { name: t('common:actions.ok') }));
    await expect(save(canvas)).toBeEnabled();
  },
};

// @spec bo.errors.success-saved
export const Saved: Story = {
  play: async ({ canvas, userEvent }) => {
    const name = await canvas.findByRole('textbox', { name: tx('settings:system.name') });
    await userEvent.clear(name);
    await userEvent.type(name, 'VIP Lounge');
    await userEvent.upload(canvas.getByLabelText(t('settings:system.backgroundImage')), tinyPngFile('background.png'));
    await expect(
      (await canvas.findByRole('img', { name: t('settings:system.backgroundImagePreview') })).getAttribute('src'),
    ).toMatch(/^data:image\/png/);
    await userEvent.click(save(canvas));
    await expectSavedToast('VIP Lounge');
    await expect(db.state.setting?.name).toBe('VIP Lounge');
    await expect(db.state.setting?.background_image).toMatch(/^data:image\/png/);
  },
};

export const LivePreview: Story = {
  play: async ({ canvas, userEvent }) => {
    const name = await canvas.findByRole('textbox', { name: tx('settings:system.name') });
    await userEvent.clear(name);
    await userEvent.type(name, 'Night Owls');
    const header = canvas.getByTestId('preview-header');
    await expect(header).toHaveTextContent('Night Owls');
    const headerHex = canvas.getByRole('textbox', {
      name: t('settings:colour.hex', { label: t('settings:system.headerBackgroundColor') }),
    });
    await userEvent.clear(headerHex);
    await userEvent.type(headerHex, '#14532d');
    await expect(header).toHaveStyle({ backgroundColor: 'rgb(20, 83, 45)' });
    await fireEvent.input(
      canvas.getByLabelText(t('settings:colour.picker', { label: t('settings:system.backgroundColor') })),
      { target: { value: '#fde68a' } },
    );
    await expect(canvas.getByTestId('preview-room')).toHaveStyle({ backgroundColor: 'rgb(253, 230, 138)' });
    await expect(
      canvas.getByRole('textbox', { name: t('settings:colour.hex', { label: t('settings:system.backgroundColor') }) }),
    ).toHaveValue('#fde68a');
  },
};
