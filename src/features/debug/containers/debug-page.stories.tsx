import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { signInAs } from '@mocks/server/story-session';
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
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('RD 除錯工具');
    await expect(canvas.getByRole('textbox', { name: 'JSON 內容' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'params 或完整請求內容' })).toBeVisible();
  },
};

export const EncryptDecryptRoundTrip: Story = {
  play: async ({ canvas, userEvent }) => {
    const enc = section(canvas, '加密');
    await fill(userEvent, enc.getByRole('textbox', { name: 'JSON 內容' }), '{"username":"agent01","page":1}');
    await userEvent.click(enc.getByRole('button', { name: '加密' }));
    const params = enc.getByRole('textbox', { name: 'params（加密結果）' }) as HTMLTextAreaElement;
    await expect(params.value).toMatch(/^[A-Za-z0-9+/=]+$/);
    await expect((enc.getByRole('textbox', { name: 'key（檢查碼）' }) as HTMLInputElement).value).toMatch(
      /^[0-9a-f]{32}$/,
    );

    await userEvent.click(enc.getByRole('button', { name: '產生請求內容' }));
    const body = JSON.parse(
      (enc.getByRole('textbox', { name: '請求內容（JSON）' }) as HTMLTextAreaElement).value,
    ) as Record<string, string>;
    await expect(Object.keys(body)).toEqual(['params', 'key']);
    await expect(body.params).toBe(params.value);

    await userEvent.click(enc.getByRole('button', { name: '帶入解密欄位' }));
    const dec = section(canvas, '解密');
    await userEvent.click(dec.getByRole('button', { name: '解密' }));
    const json = dec.getByRole('textbox', { name: '解密結果（JSON）' }) as HTMLTextAreaElement;
    await expect(JSON.parse(json.value)).toEqual({ username: 'agent01', page: 1 });
  },
};

export const DecryptRequestBody: Story = {
  play: async ({ canvas, userEvent }) => {
    const enc = section(canvas, '加密');
    await userEvent.click(enc.getByRole('button', { name: '加密' }));
    await userEvent.click(enc.getByRole('button', { name: '產生請求內容' }));
    const body = (enc.getByRole('textbox', { name: '請求內容（JSON）' }) as HTMLTextAreaElement).value;
    const dec = section(canvas, '解密');
    await fill(userEvent, dec.getByRole('textbox', { name: 'params 或完整請求內容' }), body);
    await userEvent.click(dec.getByRole('button', { name: '解密' }));
    await expect(dec.getByRole('status')).toHaveTextContent('檢查碼正確。');
    await expect(
      JSON.parse((dec.getByRole('textbox', { name: '解密結果（JSON）' }) as HTMLTextAreaElement).value),
    ).toEqual({ username: 'admin' });
  },
};

export const InvalidJson: Story = {
  play: async ({ canvas, userEvent }) => {
    const enc = section(canvas, '加密');
    await fill(userEvent, enc.getByRole('textbox', { name: 'JSON 內容' }), '{"username": ');
    await userEvent.click(enc.getByRole('button', { name: '加密' }));
    await expect(enc.getByRole('alert')).toHaveTextContent('JSON 格式錯誤');
    await expect(enc.queryByRole('textbox', { name: 'params（加密結果）' })).toBeNull();
  },
};

export const DecryptError: Story = {
  play: async ({ canvas, userEvent }) => {
    const dec = section(canvas, '解密');
    await fill(userEvent, dec.getByRole('textbox', { name: 'params 或完整請求內容' }), 'bm90IGEgY2lwaGVydGV4dA==');
    await userEvent.click(dec.getByRole('button', { name: '解密' }));
    await expect(dec.getByRole('alert')).toHaveTextContent('無法解密：內容不是以目前金鑰加密的 params。');
    await expect(dec.queryByRole('textbox', { name: '解密結果（JSON）' })).toBeNull();
  },
};

export const ChecksumMismatch: Story = {
  play: async ({ canvas, userEvent }) => {
    const enc = section(canvas, '加密');
    await userEvent.click(enc.getByRole('button', { name: '加密' }));
    const params = (enc.getByRole('textbox', { name: 'params（加密結果）' }) as HTMLTextAreaElement).value;
    const dec = section(canvas, '解密');
    await fill(
      userEvent,
      dec.getByRole('textbox', { name: 'params 或完整請求內容' }),
      JSON.stringify({ params, key: '0'.repeat(32) }),
    );
    await userEvent.click(dec.getByRole('button', { name: '解密' }));
    await expect(dec.getByRole('alert')).toHaveTextContent('檢查碼（key）與 params 不符。');
  },
};
