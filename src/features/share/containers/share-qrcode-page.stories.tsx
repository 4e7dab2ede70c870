import type { Meta, StoryObj } from '@storybook/react-vite';
import { handlers } from '@mocks/handlers';
import { http, HttpResponse } from 'msw';
import { expect, fn, screen, spyOn, waitFor } from 'storybook/test';
import { t, tx } from '@/test/translate';
import { ok, replyWith } from '@mocks/server/endpoint';
import { signInAs } from '@mocks/server/story-session';
import ShareQrcodePage from './share-qrcode-page';

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

const posterName = () => t('share:posterAlt', { label: 'agent01 - AG0103' });

/** The poster's top corner has the given colour (red, green, blue; within 3 per channel). */
async function expectCornerColour(img: HTMLImageElement, rgb: [number, number, number]) {
  const canvas = new OffscreenCanvas(img.naturalWidth, img.naturalHeight);
  const ctx = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D;
  ctx.drawImage(img, 0, 0);
  const pixel = Array.from(ctx.getImageData(5, 5, 1, 1).data.slice(0, 3));
  for (const [i, value] of rgb.entries()) await expect(Math.abs((pixel[i] ?? -1) - value)).toBeLessThanOrEqual(3);
}
/** The plain poster's blue top band (#1e3a8a) and the story art's top colour (#7c2d12). */
const PLAIN_BAND: [number, number, number] = [30, 58, 138];
const ART_TOP: [number, number, number] = [124, 45, 18];

async function posterLoaded(): Promise<HTMLImageElement> {
  const img = (await screen.findByRole('img', { name: posterName() })) as HTMLImageElement;
  await waitFor(() => expect(img.naturalWidth).toBe(1200));
  return img;
}

export const Loading: Story = {
  parameters: { msw: { handlers: [replyWith('api/user/view', ok(null), { delayMs: 'infinite' }), ...handlers] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: t('share:loadingUser') })).toBeVisible();
  },
};

export const PosterRendered: Story = {
  play: async ({ canvas }) => {
    const img = await posterLoaded();
    await expect(img.naturalHeight).toBe(1289);
    await expectCornerColour(img, PLAIN_BAND);
    await expect(img.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    await expect(canvas.getByRole('textbox', { name: t('share:linkLabel') })).toHaveValue(AGENT_LINK);
    // One caption, the poster's own (its name carries it for screen readers); not printed again.
    await expect(canvas.queryAllByText('agent01 - AG0103')).toHaveLength(0);
    await expect(canvas.getByRole('button', { name: t('share:download') })).toBeEnabled();
  },
};

export const DownloadPng: Story = {
  play: async ({ canvas, userEvent }) => {
    await posterLoaded();
    const saved: { name: string; href: string }[] = [];
    const click = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, href: this.href });
    });
    await userEvent.click(canvas.getByRole('button', { name: t('share:download') }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    await expect(saved[0]?.name).toBe('share-qrcode-AG0103.png');
    await expect(saved[0]?.href).toMatch(/^blob:/);
    click.mockRestore();
  },
};

// @spec bo.errors.success-copied
export const CopyLinkSuccess: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: t('share:copy') }));
    // 'Copied Success: {link}' as a polite toast: announced, and nothing to dismiss.
    const toast = await screen.findByText(t('share:copied', { link: AGENT_LINK }), undefined);
    await expect(toast.closest('[role="status"]')).not.toBeNull();
    await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await expect(writeText).toHaveBeenCalledWith(AGENT_LINK);
  },
};

export const CopyLinkFailure: Story = {
  beforeEach: () => {
    writeText.mockRejectedValue(new Error('denied'));
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: t('share:copy') }));
    await expect(await screen.findByRole('alertdialog', undefined)).toHaveTextContent(
      t('share:copyFailed', { link: AGENT_LINK }),
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
    const link = await canvas.findByRole('textbox', { name: t('share:linkLabel') });
    await expect(link).toHaveValue(`${window.location.origin}/Signup/CS0104`);
    await screen.findByRole('img', { name: t('share:posterAlt', { label: 'service01 - CS0104' }) });
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
    const img = await posterLoaded();
    // The art covers the poster: its top corner has the art's colour, not the plain poster's blue band.
    await expectCornerColour(img, ART_TOP);
    await expect(canvas.queryByText(tx('share:artFailed'))).toBeNull();
  },
};

export const CustomisedArtFailure: Story = {
  beforeEach: () => {
    localStorage.setItem('customized_cs_qrcode_pic_url', ART_URL);
  },
  parameters: { msw: { handlers: [http.get(ART_URL, () => new HttpResponse(null, { status: 404 })), ...handlers] } },
  play: async ({ canvas }) => {
    // The art could not be loaded: the plain poster is shown instead.
    await expectCornerColour(await posterLoaded(), PLAIN_BAND);
    await expect(await canvas.findByRole('status', undefined)).toHaveTextContent(t('share:artFailed'));
    await expect(canvas.getByRole('button', { name: t('share:download') })).toBeEnabled();
  },
};
