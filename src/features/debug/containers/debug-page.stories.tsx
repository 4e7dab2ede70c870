import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { signInAs } from '@mocks/server/story-session';
import { t } from '@/test/translate';
import DebugPage from './debug-page';

const meta = {
  title: 'Debug/DebugPage',
  component: DebugPage,
  parameters: { route: '/RD_Debug' },
  beforeEach: () => {
    signInAs(1);
  },
} satisfies Meta<typeof DebugPage>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
type User = {
  clear: (e: Element) => Promise<void>;
  click: (e: Element) => Promise<void>;
  paste: (t: string) => Promise<void>;
};

/** Braces are key descriptors for userEvent.type, so JSON goes in by paste. */
async function fill(user: User, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

const section = (canvas: Canvas, name: string) => within(canvas.getByRole('region', { name }));

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(t('debug:title'));
    await expect(canvas.getByRole('textbox', { name: t('debug:encrypt.input') })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: t('debug:decrypt.input') })).toBeVisible();
  },
};

export const EncryptDecryptRoundTrip: Story = {
  play: async ({ canvas, userEvent }) => {
    const enc = section(canvas, t('debug:encrypt.heading'));
    await fill(
      userEvent,
      enc.getByRole('textbox', { name: t('debug:encrypt.input') }),
      '{"username":"agent01","page":1}',
    );
    await userEvent.click(enc.getByRole('button', { name: t('debug:encrypt.submit') }));
    const params = enc.getByRole('textbox', { name: t('debug:encrypt.params') }) as HTMLTextAreaElement;
    await expect(params.value).toMatch(/^[A-Za-z0-9+/=]+$/);
    await expect((enc.getByRole('textbox', { name: t('debug:encrypt.key') }) as HTMLInputElement).value).toMatch(
      /^[0-9a-f]{32}$/,
    );

    await userEvent.click(enc.getByRole('button', { name: t('debug:encrypt.buildBody') }));
    const body = JSON.parse(
      (enc.getByRole('textbox', { name: t('debug:encrypt.body') }) as HTMLTextAreaElement).value,
    ) as Record<string, string>;
    await expect(Object.keys(body)).toEqual(['params', 'key']);
    await expect(body.params).toBe(params.value);

    await userEvent.click(enc.getByRole('button', { name: t('debug:encrypt.useForDecrypt') }));
    const dec = section(canvas, t('debug:decrypt.heading'));
    await userEvent.click(dec.getByRole('button', { name: t('debug:decrypt.submit') }));
    const json = dec.getByRole('textbox', { name: t('debug:decrypt.output') }) as HTMLTextAreaElement;
    await expect(JSON.parse(json.value)).toEqual({ username: 'agent01', page: 1 });
  },
};

export const DecryptRequestBody: Story = {
  play: async ({ canvas, userEvent }) => {
    const enc = section(canvas, t('debug:encrypt.heading'));
    await userEvent.click(enc.getByRole('button', { name: t('debug:encrypt.submit') }));
    await userEvent.click(enc.getByRole('button', { name: t('debug:encrypt.buildBody') }));
    const body = (enc.getByRole('textbox', { name: t('debug:encrypt.body') }) as HTMLTextAreaElement).value;
    const dec = section(canvas, t('debug:decrypt.heading'));
    await fill(userEvent, dec.getByRole('textbox', { name: t('debug:decrypt.input') }), body);
    await userEvent.click(dec.getByRole('button', { name: t('debug:decrypt.submit') }));
    await expect(dec.getByRole('status')).toHaveTextContent(t('debug:decrypt.checksumValid'));
    await expect(
      JSON.parse((dec.getByRole('textbox', { name: t('debug:decrypt.output') }) as HTMLTextAreaElement).value),
    ).toEqual({ username: 'admin' });
  },
};

export const InvalidJson: Story = {
  play: async ({ canvas, userEvent }) => {
    const enc = section(canvas, t('debug:encrypt.heading'));
    await fill(userEvent, enc.getByRole('textbox', { name: t('debug:encrypt.input') }), '{"username": ');
    await userEvent.click(enc.getByRole('button', { name: t('debug:encrypt.submit') }));
    // The parser's own detail follows the translated lead-in.
    for (const part of t('debug:errors.invalidJson', { detail: '\u0000' }).split('\u0000'))
      if (part) await expect(enc.getByRole('alert')).toHaveTextContent(part);
    await expect(enc.queryByRole('textbox', { name: t('debug:encrypt.params') })).toBeNull();
  },
};

export const DecryptError: Story = {
  play: async ({ canvas, userEvent }) => {
    const dec = section(canvas, t('debug:decrypt.heading'));
    await fill(userEvent, dec.getByRole('textbox', { name: t('debug:decrypt.input') }), 'bm90IGEgY2lwaGVydGV4dA==');
    await userEvent.click(dec.getByRole('button', { name: t('debug:decrypt.submit') }));
    await expect(dec.getByRole('alert')).toHaveTextContent(t('debug:errors.cannotDecrypt'));
    await expect(dec.queryByRole('textbox', { name: t('debug:decrypt.output') })).toBeNull();
  },
};

export const ChecksumMismatch: Story = {
  play: async ({ canvas, userEvent }) => {
    const enc = section(canvas, t('debug:encrypt.heading'));
    await userEvent.click(enc.getByRole('button', { name: t('debug:encrypt.submit') }));
    const params = (enc.getByRole('textbox', { name: t('debug:encrypt.params') }) as HTMLTextAreaElement).value;
    const dec = section(canvas, t('debug:decrypt.heading'));
    await fill(
      userEvent,
      dec.getByRole('textbox', { name: t('debug:decrypt.input') }),
      JSON.stringify({ params, key: '0'.repeat(32) }),
    );
    await userEvent.click(dec.getByRole('button', { name: t('debug:decrypt.submit') }));
    await expect(dec.getByRole('alert')).toHaveTextContent(t('debug:errors.checksumMismatch'));
  },
};
