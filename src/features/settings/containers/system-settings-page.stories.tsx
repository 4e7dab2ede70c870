import type { Meta, StoryObj } from '@storybook/react-vite';
import { handlers } from '@mocks/handlers';
import { expect, fireEvent, screen, waitFor, within } from 'storybook/test';
import { db } from '@mocks/db/store';
import { ok, replyWith } from '@mocks/server/endpoint';
import { signInAs } from '@mocks/server/story-session';
import SystemSettingsPage from './system-settings-page';
import { tinyPngFile } from './story-fixtures';

/** Pages load through the demo backend (with its realistic delay) and lazy translations. */
const wait = { timeout: 5000 };

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

const save = (canvas: ReturnType<typeof within>) => canvas.getByRole('button', { name: 'Save' });

export const Loading: Story = {
  parameters: { msw: { handlers: [replyWith('api/setting/view', ok(null), { delayMs: 'infinite' }), ...handlers] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Loading system settings' }, wait)).toBeVisible();
  },
};

export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('textbox', { name: /Room name/ }, wait)).toHaveValue('Lucky Lounge');
    await expect(canvas.getByRole('textbox', { name: 'Header background colour: hex code' })).toHaveValue('#1e3a8a');
    await expect(canvas.getByRole('textbox', { name: /API URL/ })).toHaveValue('https://api.example.com/member');
    await expect(canvas.getByRole('link', { name: 'Read the member-connection API document' })).toHaveAttribute(
      'href',
      '/file/api',
    );
    await expect(canvas.getByTestId('preview-header')).toHaveTextContent('Lucky Lounge');
  },
};

export const NotYetSetUp: Story = {
  beforeEach: () => {
    db.update((s) => {
      s.setting = null;
    });
  },
  play: async ({ canvas, userEvent }) => {
    const dialog = await screen.findByRole('alertdialog', undefined, wait);
    await expect(dialog).toHaveTextContent('系統尚未設定');
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('系統尚未設定');
    const name = canvas.getByRole('textbox', { name: /Room name/ });
    await expect(name).toHaveValue('');
    await userEvent.type(name, 'First Room');
    await userEvent.type(canvas.getByRole('textbox', { name: /API URL/ }), 'https://api.example.com/v1');
    await userEvent.click(save(canvas));
    await expect(await screen.findByRole('alertdialog', undefined, wait)).toHaveTextContent('saved');
    await waitFor(() => expect(db.state.setting?.name).toBe('First Room'));
  },
};

export const RoomNameRequired: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.clear(await canvas.findByRole('textbox', { name: /Room name/ }, wait));
    await userEvent.click(save(canvas));
    await expect(await canvas.findByText('Enter the room name.', undefined, wait)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Room name/ })).toHaveAttribute('aria-invalid', 'true');
  },
};

export const InvalidColour: Story = {
  play: async ({ canvas, userEvent }) => {
    const hex = await canvas.findByRole('textbox', { name: 'Room background colour: hex code' }, wait);
    await userEvent.clear(hex);
    await userEvent.type(hex, '#12345');
    await userEvent.click(save(canvas));
    await expect(
      await canvas.findByText(/Enter a colour as # followed by 6 hex digits/, undefined, wait),
    ).toBeVisible();
  },
};

export const InvalidApiUrl: Story = {
  play: async ({ canvas, userEvent }) => {
    const url = await canvas.findByRole('textbox', { name: /API URL/ }, wait);
    await userEvent.clear(url);
    await userEvent.type(url, 'ftp://files.example.com');
    await userEvent.click(save(canvas));
    await expect(
      await canvas.findByText('Enter a full web address starting with http:// or https://.', undefined, wait),
    ).toBeVisible();
  },
};

export const NotAnImage: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = await canvas.findByLabelText('Background image', undefined, wait);
    // The picker only offers images; a file forced past that filter is still refused on save.
    fireEvent.change(input, { target: { files: [new File(['hello'], 'notes.txt', { type: 'text/plain' })] } });
    await userEvent.click(save(canvas));
    await expect(await canvas.findByText('The chosen file is not an image.', undefined, wait)).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: {
    msw: {
      handlers: [replyWith('api/setting/view', { code: 5002, message: 'Settings are unavailable' }), ...handlers],
    },
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', undefined, wait);
    await expect(alert).toHaveTextContent('Settings are unavailable');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

export const ServerError: Story = {
  parameters: {
    msw: {
      handlers: [replyWith('api/setting/save', { code: 5002, message: 'Setting could not be saved' }), ...handlers],
    },
  },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('textbox', { name: /Room name/ }, wait);
    await userEvent.click(save(canvas));
    await expect(await screen.findByRole('alertdialog', undefined, wait)).toHaveTextContent(
      'Setting could not be saved',
    );
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await expect(save(canvas)).toBeEnabled();
  },
};

export const Saved: Story = {
  play: async ({ canvas, userEvent }) => {
    const name = await canvas.findByRole('textbox', { name: /Room name/ }, wait);
    await userEvent.clear(name);
    await userEvent.type(name, 'VIP Lounge');
    await userEvent.upload(canvas.getByLabelText('Background image'), tinyPngFile('background.png'));
    await expect(
      (await canvas.findByRole('img', { name: 'Background image preview' }, wait)).getAttribute('src'),
    ).toMatch(/^data:image\/png/);
    await userEvent.click(save(canvas));
    const dialog = await screen.findByRole('alertdialog', undefined, wait);
    await expect(dialog).toHaveTextContent('saved');
    await expect(db.state.setting?.name).toBe('VIP Lounge');
    await expect(db.state.setting?.background_image).toMatch(/^data:image\/png/);
  },
};

export const LivePreview: Story = {
  play: async ({ canvas, userEvent }) => {
    const name = await canvas.findByRole('textbox', { name: /Room name/ }, wait);
    await userEvent.clear(name);
    await userEvent.type(name, 'Night Owls');
    const header = canvas.getByTestId('preview-header');
    await expect(header).toHaveTextContent('Night Owls');
    const headerHex = canvas.getByRole('textbox', { name: 'Header background colour: hex code' });
    await userEvent.clear(headerHex);
    await userEvent.type(headerHex, '#14532d');
    await expect(header).toHaveStyle({ backgroundColor: 'rgb(20, 83, 45)' });
    fireEvent.input(canvas.getByLabelText('Room background colour: colour picker'), { target: { value: '#fde68a' } });
    await expect(canvas.getByTestId('preview-room')).toHaveStyle({ backgroundColor: 'rgb(253, 230, 138)' });
    await expect(canvas.getByRole('textbox', { name: 'Room background colour: hex code' })).toHaveValue('#fde68a');
  },
};
