import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { t } from '@/test/translate';
import { ComposerTools } from './composer-tools';

const meta = {
  title: 'Chat/Room/ComposerTools',
  component: ComposerTools,
  args: {
    id: 'composer',
    showTemplates: true,
    onTemplates: fn(),
    onImage: fn(),
    showPoints: true,
    onPoints: fn(),
    disabled: false,
  },
  decorators: [
    (Story) => (
      <div className="mx-auto flex max-w-2xl rounded-lg border border-slate-200 p-2">
        <Story />
      </div>
    ),
  ],
  parameters: { router: false, layout: 'padded' },
} satisfies Meta<typeof ComposerTools>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AllTools: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const templates = canvas.getByRole('button', { name: t('chat-room:composer.templates') });
    await userEvent.click(templates);
    await expect(args.onTemplates).toHaveBeenCalledTimes(1);
    const points = canvas.getByRole('button', { name: t('chat-room:composer.points') });
    await userEvent.click(points);
    await expect(args.onPoints).toHaveBeenCalledTimes(1);
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'receipt.png', { type: 'image/png' });
    await userEvent.upload(canvas.getByLabelText(t('chat-room:composer.attachImage')), file);
    await expect(args.onImage).toHaveBeenCalledWith(file);
    // A pointer click leaves no ring for the reader; whether the runner's synthetic click draws one varies.
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};

/** An agent has no quick templates. */
export const WithoutTemplates: Story = {
  args: { showTemplates: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: t('chat-room:composer.templates') })).toBeNull();
    await expect(canvas.getByRole('button', { name: t('chat-room:composer.points') })).toBeVisible();
    await expect(canvas.getByLabelText(t('chat-room:composer.attachImage'))).toBeEnabled();
  },
};

export const WithoutPoints: Story = {
  args: { showPoints: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: t('chat-room:composer.points') })).toBeNull();
    await expect(canvas.getByRole('button', { name: t('chat-room:composer.templates') })).toBeVisible();
  },
};

export const ImageOnly: Story = {
  args: { showTemplates: false, showPoints: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.getByLabelText(t('chat-room:composer.attachImage'))).toBeEnabled();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('button', { name: t('chat-room:composer.templates') })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: t('chat-room:composer.points') })).toBeDisabled();
    await expect(canvas.getByLabelText(t('chat-room:composer.attachImage'))).toBeDisabled();
    await userEvent
      .setup({ pointerEventsCheck: 0 })
      .click(canvas.getByRole('button', { name: t('chat-room:composer.points') }));
    await expect(args.onPoints).not.toHaveBeenCalled();
  },
};
