import type { Meta, StoryObj } from '@storybook/react-vite';
import { handlers } from '@mocks/handlers';
import { http, HttpResponse } from 'msw';
import { expect, fn, screen, spyOn, waitFor } from 'storybook/test';
import { ok, replyWith } from '@mocks/server/endpoint';
import { signInAs } from '@mocks/server/story-session';
import ShareQrcodePage from './share-qrcode-page';

/** Pages load through the demo backend (with its realistic delay) and lazy translations. */
const wait = { timeout: 5000 };

const ART_URL = 'https://art.example.com/customised-poster.png';
const AGENT_LINK = 'https://play.example.com/join?a=AG0103';

/** navigator.clipboard is stubbed so copying works (and can be checked) in any browser context. */
function stubClipboard(writeText: (text: string) => Promise<void>) {
  const original = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  return () => {
    if (original) Object.defineProperty(navigator, 'clipboard', original);
    else Reflect.deleteProperty(navigator, 'clipboard');
  };
}

const writeText = fn(async (_text: string) => {});

const meta = {
  title: 'Share/ShareQrcodePage',
  component: ShareQrcodePage,
  parameters: { route: '/shareQRCode' },
  beforeEach: () => {
    signInAs(3);
    writeText.mockReset();
    writeText.mockResolvedValue(undefined);
    return stubClipboard(writeText);
  },
} satisfies Meta<typeof ShareQrcodePage>;
export default meta;
type Story = StoryObj<typeof meta>;

const posterName = 'Sign-up QR code poster for agent01 - AG0103';

async function posterLoaded(): Promise<HTMLImageElement> {
  const img = (await screen.findByRole('img', { name: posterName }, { timeout: 5000 })) as HTMLImageElement;
  await waitFor(() => expect(img.naturalWidth).toBe(1200));
  return img;
}

export const Loading: Story = {
  parameters: { msw: { handlers: [replyWith('api/user/view', ok(null), { delayMs: 'infinite' }), ...handlers] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Loading your share details' }, wait)).toBeVisible();
  },
};

export const PosterRendered: Story = {
  play: async ({ canvas }) => {
    const img = await posterLoaded();
    await expect(img.naturalHeight).toBe(1289);
    await expect(img.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    await expect(canvas.getByRole('textbox', { name: 'Share link' })).toHaveValue(AGENT_LINK);
    await expect(canvas.getByText('agent01 - AG0103')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Download PNG' })).toBeEnabled();
  },
};

export const DownloadPng: Story = {
  play: async ({ canvas, userEvent }) => {
    await posterLoaded();
    const saved: { name: string; href: string }[] = [];
    const click = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, href: this.href });
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Download PNG' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    await expect(saved[0]?.name).toBe('share-qrcode-AG0103.png');
    await expect(saved[0]?.href).toMatch(/^blob:/);
    click.mockRestore();
  },
};

export const CopyLinkSuccess: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Copy link' }, wait));
    const dialog = await screen.findByRole('alertdialog', undefined, wait);
    await expect(dialog).toHaveTextContent(`Copied Success: ${AGENT_LINK}`);
    await expect(writeText).toHaveBeenCalledWith(AGENT_LINK);
  },
};

export const CopyLinkFailure: Story = {
  beforeEach: () => {
    writeText.mockRejectedValue(new Error('denied'));
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Copy link' }, wait));
    await expect(await screen.findByRole('alertdialog', undefined, wait)).toHaveTextContent(
      `Select it and copy it: ${AGENT_LINK}`,
    );
  },
};

export const DefaultDomain: Story = {
  beforeEach: () => {
    signInAs(4);
  },
  // The link starts with the app's own origin, which differs between machines.
  parameters: { snapshot: false },
  play: async ({ canvas }) => {
    const link = await canvas.findByRole('textbox', { name: 'Share link' }, wait);
    await expect(link).toHaveValue(`${window.location.origin}/Signup/CS0104`);
    await screen.findByRole('img', { name: 'Sign-up QR code poster for service01 - CS0104' }, { timeout: 5000 });
  },
};

/** A stand-in for the agent's customised art: a 1200 x 1289 gradient, made in the browser. */
async function artPng(): Promise<ArrayBuffer> {
  const canvas = new OffscreenCanvas(1200, 1289);
  const ctx = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D;
  const gradient = ctx.createLinearGradient(0, 0, 0, 1289);
  gradient.addColorStop(0, '#7c2d12');
  gradient.addColorStop(1, '#fbbf24');
  ctx.fillStyle = gradient;
  ctx.fillRect(0, 0, 1200, 1289);
  return (await canvas.convertToBlob({ type: 'image/png' })).arrayBuffer();
}

export const CustomisedArt: Story = {
  beforeEach: () => {
    localStorage.setItem('customized_cs_qrcode_pic_url', ART_URL);
  },
  parameters: {
    msw: {
      handlers: [
        http.get(ART_URL, async () =>
          HttpResponse.arrayBuffer(await artPng(), { headers: { 'Content-Type': 'image/png' } }),
        ),
        ...handlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    await posterLoaded();
    await expect(canvas.queryByText(/customised artwork could not be loaded/)).toBeNull();
  },
};

export const CustomisedArtFailure: Story = {
  beforeEach: () => {
    localStorage.setItem('customized_cs_qrcode_pic_url', ART_URL);
  },
  parameters: { msw: { handlers: [http.get(ART_URL, () => new HttpResponse(null, { status: 404 })), ...handlers] } },
  play: async ({ canvas }) => {
    await posterLoaded();
    await expect(await canvas.findByRole('status', undefined, wait)).toHaveTextContent(
      'The customised artwork could not be loaded, so the plain poster is shown.',
    );
    await expect(canvas.getByRole('button', { name: 'Download PNG' })).toBeEnabled();
  },
};
