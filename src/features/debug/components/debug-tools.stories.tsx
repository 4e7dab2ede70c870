import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import type { DecryptOutcome, EncryptOutcome } from '../lib/debug-envelope';
import { t } from '@/test/translate';
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
    await expect(canvas.getByText(t('debug:apiBase', { apiBase: 'https://api.example.test' }))).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: t('debug:encrypt.input') })).toHaveValue(
      '{\n  "username": "admin"\n}',
    );
    await expect(canvas.getByRole('textbox', { name: t('debug:decrypt.input') })).toHaveValue('');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const Encrypted: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const enc = region(canvas, t('debug:encrypt.heading'));
    await userEvent.click(enc.getByRole('button', { name: t('debug:encrypt.submit') }));
    await expect(args.encrypt).toHaveBeenCalledWith('{\n  "username": "admin"\n}');
    await expect(enc.getByRole('textbox', { name: t('debug:encrypt.params') })).toHaveValue(PARAMS);
    await expect(enc.getByRole('textbox', { name: t('debug:encrypt.key') })).toHaveValue(KEY);

    await userEvent.click(enc.getByRole('button', { name: t('debug:encrypt.buildBody') }));
    const body = enc.getByRole('textbox', { name: t('debug:encrypt.body') }) as HTMLTextAreaElement;
    await expect(JSON.parse(body.value)).toEqual({ params: PARAMS, key: KEY });
    await userEvent.click(enc.getByRole('button', { name: t('debug:encrypt.copyBody') }));
    await expect(args.onCopy).toHaveBeenCalledWith(body.value);

    await userEvent.click(enc.getByRole('button', { name: t('debug:encrypt.useForDecrypt') }));
    await expect(canvas.getByRole('textbox', { name: t('debug:decrypt.input') })).toHaveValue(PARAMS);
  },
};

export const InvalidJson: Story = {
  args: { encrypt: fn((): EncryptOutcome => ({ ok: false, error: 'invalidJson', detail: 'Unexpected token' })) },
  play: async ({ canvas, userEvent }) => {
    const enc = region(canvas, t('debug:encrypt.heading'));
    await userEvent.click(enc.getByRole('button', { name: t('debug:encrypt.submit') }));
    await expect(enc.getByRole('alert')).toHaveTextContent(
      t('debug:errors.invalidJson', { detail: 'Unexpected token' }),
    );
    await expect(enc.queryByRole('textbox', { name: t('debug:encrypt.params') })).not.toBeInTheDocument();
  },
};

export const Decrypted: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const dec = region(canvas, t('debug:decrypt.heading'));
    await userEvent.type(dec.getByRole('textbox', { name: t('debug:decrypt.input') }), PARAMS);
    await userEvent.click(dec.getByRole('button', { name: t('debug:decrypt.submit') }));
    await expect(args.decrypt).toHaveBeenCalledWith(PARAMS);
    await expect(dec.getByRole('status')).toHaveTextContent(t('debug:decrypt.checksumValid'));
    await expect(dec.getByRole('textbox', { name: t('debug:decrypt.output') })).toHaveValue(
      '{\n  "username": "admin"\n}',
    );
  },
};

export const DecryptFailed: Story = {
  args: { decrypt: fn((): DecryptOutcome => ({ ok: false, error: 'checksumMismatch' })) },
  play: async ({ canvas, userEvent }) => {
    const dec = region(canvas, t('debug:decrypt.heading'));
    await userEvent.type(dec.getByRole('textbox', { name: t('debug:decrypt.input') }), 'abc');
    await userEvent.click(dec.getByRole('button', { name: t('debug:decrypt.submit') }));
    await expect(dec.getByRole('alert')).toHaveTextContent(t('debug:errors.checksumMismatch'));
    await expect(dec.queryByRole('textbox', { name: t('debug:decrypt.output') })).not.toBeInTheDocument();
  },
};
