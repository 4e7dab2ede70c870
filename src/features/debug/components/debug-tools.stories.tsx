import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import type { DecryptOutcome, EncryptOutcome } from '../lib/debug-envelope';
import { DebugTools } from './debug-tools';

const PARAMS = 'U2FsdGVkUGFyYW1z';
const KEY = '0123456789abcdef0123456789abcdef';
const sealed: EncryptOutcome = { ok: true, params: PARAMS, key: KEY };
const opened: DecryptOutcome = { ok: true, json: '{\n  "username": "admin"\n}', checksum: 'valid' };

const meta = {
  title: 'Debug/DebugTools',
  component: DebugTools,
  args: {
    apiBase: 'https://api.example.test',
    encrypt: fn((): EncryptOutcome => sealed),
    decrypt: fn((): DecryptOutcome => opened),
    onCopy: fn(),
  },
  // The page's texts are Traditional Chinese in every locale, as on /RD_Debug.
  decorators: [
    (Story) => (
      <section lang="zh-Hant-TW">
        <Story />
      </section>
    ),
  ],
  parameters: { router: false, layout: 'padded' },
} satisfies Meta<typeof DebugTools>;
export default meta;
type Story = StoryObj<typeof meta>;

const region = (canvas: ReturnType<typeof within>, name: string) => within(canvas.getByRole('region', { name }));

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('API 位址：https://api.example.test')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'JSON 內容' })).toHaveValue('{\n  "username": "admin"\n}');
    await expect(canvas.getByRole('textbox', { name: 'params 或完整請求內容' })).toHaveValue('');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const Encrypted: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const enc = region(canvas, '加密');
    await userEvent.click(enc.getByRole('button', { name: '加密' }));
    await expect(args.encrypt).toHaveBeenCalledWith('{\n  "username": "admin"\n}');
    await expect(enc.getByRole('textbox', { name: 'params（加密結果）' })).toHaveValue(PARAMS);
    await expect(enc.getByRole('textbox', { name: 'key（檢查碼）' })).toHaveValue(KEY);

    await userEvent.click(enc.getByRole('button', { name: '產生請求內容' }));
    const body = enc.getByRole('textbox', { name: '請求內容（JSON）' }) as HTMLTextAreaElement;
    await expect(JSON.parse(body.value)).toEqual({ params: PARAMS, key: KEY });
    await userEvent.click(enc.getByRole('button', { name: '複製請求內容' }));
    await expect(args.onCopy).toHaveBeenCalledWith(body.value);

    await userEvent.click(enc.getByRole('button', { name: '帶入解密欄位' }));
    await expect(canvas.getByRole('textbox', { name: 'params 或完整請求內容' })).toHaveValue(PARAMS);
  },
};

export const InvalidJson: Story = {
  args: { encrypt: fn((): EncryptOutcome => ({ ok: false, error: 'invalidJson', detail: 'Unexpected token' })) },
  play: async ({ canvas, userEvent }) => {
    const enc = region(canvas, '加密');
    await userEvent.click(enc.getByRole('button', { name: '加密' }));
    await expect(enc.getByRole('alert')).toHaveTextContent('JSON 格式錯誤：Unexpected token');
    await expect(enc.queryByRole('textbox', { name: 'params（加密結果）' })).not.toBeInTheDocument();
  },
};

export const Decrypted: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const dec = region(canvas, '解密');
    await userEvent.type(dec.getByRole('textbox', { name: 'params 或完整請求內容' }), PARAMS);
    await userEvent.click(dec.getByRole('button', { name: '解密' }));
    await expect(args.decrypt).toHaveBeenCalledWith(PARAMS);
    await expect(dec.getByRole('status')).toHaveTextContent('檢查碼正確。');
    await expect(dec.getByRole('textbox', { name: '解密結果（JSON）' })).toHaveValue('{\n  "username": "admin"\n}');
  },
};

export const DecryptFailed: Story = {
  args: { decrypt: fn((): DecryptOutcome => ({ ok: false, error: 'checksumMismatch' })) },
  play: async ({ canvas, userEvent }) => {
    const dec = region(canvas, '解密');
    await userEvent.type(dec.getByRole('textbox', { name: 'params 或完整請求內容' }), 'abc');
    await userEvent.click(dec.getByRole('button', { name: '解密' }));
    await expect(dec.getByRole('alert')).toHaveTextContent('檢查碼（key）與 params 不符。');
    await expect(dec.queryByRole('textbox', { name: '解密結果（JSON）' })).not.toBeInTheDocument();
  },
};
