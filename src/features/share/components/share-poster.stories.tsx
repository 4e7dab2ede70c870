import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, fn, waitFor, within } from 'storybook/test';
import { t } from '@/test/translate';
import { usePoster } from '../api/get-poster';
import { SharePoster, type SharePosterProps } from './share-poster';

/** The component with a real poster built from its link and label (the plain design, no art). */
function BuiltPoster(props: SharePosterProps) {
  const { t: translate } = useTranslation('share');
  const poster = usePoster({ link: props.link, label: props.label, artUrl: '', heading: translate('posterHeading') });
  return <SharePoster {...props} status={poster.data ? 'ready' : 'loading'} imageSrc={poster.data?.dataUrl} />;
}

/** A domain with tracking parameters: longer than a phone is wide. */
const LONG_LINK = 'https://play.example.com/join?campaign=spring-festival-2026&channel=telegram&a=AG0103';
const LABEL = 'agent01 - AG0103';

/** The whole link can be read: nothing scrolls out of sight sideways or below. */
async function expectLinkFullyVisible(canvasElement: HTMLElement) {
  const box = within(canvasElement).getByRole('textbox', { name: t('share:linkLabel') });
  await expect(box).toHaveValue(LONG_LINK);
  await waitFor(() => expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth));
  await expect(box.scrollHeight).toBeLessThanOrEqual(box.clientHeight + 1);
}

/** One caption: the poster's own, named by the image; it is not printed again under it. */
async function expectCaptionOnce(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const posters = await canvas.findAllByRole('img', { name: t('share:posterAlt', { label: LABEL }) });
  await expect(posters).toHaveLength(1);
  await waitFor(() => expect((posters[0] as HTMLImageElement).naturalWidth).toBe(1200));
  await expect(canvas.queryAllByText(LABEL)).toHaveLength(0);
}

const meta = {
  title: 'Share/SharePoster',
  component: SharePoster,
  parameters: { router: false },
  args: {
    link: 'https://play.example.com/join?a=AG0103',
    label: 'agent01 - AG0103',
    status: 'loading',
    onCopy: fn(),
    onDownload: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof SharePoster>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Generating: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: t('share:generating') })).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('share:download') })).toBeDisabled();
  },
};

export const GenerationFailed: Story = {
  args: { status: 'error' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('share:error'));
    await userEvent.click(canvas.getByRole('button', { name: t('common:actions.retry') }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('button', { name: t('share:download') })).toBeDisabled();
  },
};

export const CopyButton: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: t('share:copy') }));
    await expect(args.onCopy).toHaveBeenCalledTimes(1);
  },
};

export const ReadyDesktop: Story = {
  args: { link: LONG_LINK, label: LABEL },
  render: (args) => <BuiltPoster {...args} />,
  play: async ({ canvasElement }) => {
    await expectCaptionOnce(canvasElement);
    await expectLinkFullyVisible(canvasElement);
    await expect(within(canvasElement).getByRole('button', { name: t('share:download') })).toBeEnabled();
  },
};

/** On a 390 px phone the link wraps onto more lines instead of being cut off, and nothing overflows. */
export const ReadyPhone: Story = {
  args: { link: LONG_LINK, label: LABEL },
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  decorators: [
    (Story) => (
      <div data-testid="phone" className="mx-auto w-[390px] border-x border-slate-200 p-4">
        {Story()}
      </div>
    ),
  ],
  render: (args) => <BuiltPoster {...args} />,
  play: async ({ canvasElement }) => {
    await expectCaptionOnce(canvasElement);
    await expectLinkFullyVisible(canvasElement);
    const frame = within(canvasElement).getByTestId('phone');
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
  },
};
