import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { t } from '@/test/translate';
import { Composer, type ComposerProps } from './composer';

/** The container's part: it keeps the draft. */
function ControlledComposer(props: ComposerProps) {
  const [draft, setDraft] = useState(props.draft);
  return (
    <Composer
      {...props}
      draft={draft}
      onDraftChange={(text) => {
        setDraft(text);
        props.onDraftChange(text);
      }}
    />
  );
}

const meta = {
  title: 'Chat/Room/Composer',
  component: Composer,
  args: {
    draft: '',
    onDraftChange: fn(),
    onSend: fn(),
    onImage: fn(),
    showTemplates: true,
    onTemplates: fn(),
    showPoints: true,
    onPoints: fn(),
  },
  render: (args) => <ControlledComposer {...args} />,
  decorators: [
    (Story) => (
      <div className="mx-auto max-w-2xl overflow-hidden rounded-lg border border-slate-200">
        <Story />
      </div>
    ),
  ],
  parameters: { router: false, layout: 'padded' },
} satisfies Meta<typeof Composer>;
export default meta;
type Story = StoryObj<typeof meta>;

const box = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('textbox', { name: t('chat-room:composer.label') });
const photo = () => new File([new Uint8Array([137, 80, 78, 71])], 'receipt.png', { type: 'image/png' });

export const Empty: Story = {
  play: async ({ canvasElement, canvas, userEvent, args }) => {
    await expect(box(canvasElement)).toHaveValue('');
    await userEvent.click(canvas.getByRole('button', { name: t('chat-room:composer.send') }));
    await userEvent.type(box(canvasElement), '{Enter}');
    await expect(args.onSend).not.toHaveBeenCalled();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const EnterSends: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    await userEvent.type(box(canvasElement), '  Hello there  {Enter}');
    await expect(args.onSend).toHaveBeenCalledTimes(1);
    await expect(args.onSend).toHaveBeenCalledWith('Hello there');
    await expect(box(canvasElement)).toHaveValue('');
  },
};

export const SendButton: Story = {
  args: { draft: 'Your points are on their way' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: t('chat-room:composer.send') }));
    await expect(args.onSend).toHaveBeenCalledTimes(1);
    await expect(args.onSend).toHaveBeenCalledWith('Your points are on their way');
  },
};

export const ShiftEnterNewline: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    await userEvent.type(box(canvasElement), 'First line{Shift>}{Enter}{/Shift}Second line');
    await expect(box(canvasElement)).toHaveValue('First line\nSecond line');
    await expect(args.onSend).not.toHaveBeenCalled();
    await userEvent.type(box(canvasElement), '{Enter}');
    await expect(args.onSend).toHaveBeenCalledTimes(1);
    await expect(args.onSend).toHaveBeenCalledWith('First line\nSecond line');
  },
};

export const WhitespaceDiscarded: Story = {
  args: { draft: '   \n\t  ' },
  play: async ({ canvasElement, canvas, userEvent, args }) => {
    await userEvent.type(box(canvasElement), '{Enter}');
    await userEvent.click(canvas.getByRole('button', { name: t('chat-room:composer.send') }));
    await expect(args.onSend).not.toHaveBeenCalled();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const AttachViaPicker: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const file = photo();
    await userEvent.upload(canvas.getByLabelText(t('chat-room:composer.attachImage')), file);
    await expect(args.onImage).toHaveBeenCalledTimes(1);
    await expect(args.onImage).toHaveBeenCalledWith(file);
  },
};

export const PasteImage: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const file = photo();
    const data = new DataTransfer();
    data.items.add(file);
    await userEvent.click(box(canvasElement));
    await userEvent.paste(data);
    await expect(args.onImage).toHaveBeenCalledTimes(1);
    await expect(args.onImage).toHaveBeenCalledWith(file);
    await expect(box(canvasElement)).toHaveValue('');
  },
};

export const DropImage: Story = {
  play: async ({ canvasElement, args }) => {
    const file = photo();
    const data = new DataTransfer();
    data.items.add(file);
    const form = box(canvasElement).closest('form')!;
    form.dispatchEvent(new DragEvent('dragover', { dataTransfer: data, bubbles: true, cancelable: true }));
    await expect(await within(canvasElement).findByText(t('chat-room:composer.drop'))).toBeVisible();
    form.dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }));
    await expect(args.onImage).toHaveBeenCalledTimes(1);
    await expect(args.onImage).toHaveBeenCalledWith(file);
    await expect(within(canvasElement).queryByText(t('chat-room:composer.drop'))).toBeNull();
  },
};

export const TemplatesAndPoints: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: t('chat-room:composer.templates') }));
    await expect(args.onTemplates).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: t('chat-room:composer.points') }));
    await expect(args.onPoints).toHaveBeenCalledTimes(1);
  },
};

export const TemplatesHiddenForAgent: Story = {
  args: { showTemplates: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: t('chat-room:composer.templates') })).toBeNull();
    await expect(canvas.getByRole('button', { name: t('chat-room:composer.points') })).toBeVisible();
  },
};

export const PointsHidden: Story = {
  args: { showPoints: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: t('chat-room:composer.points') })).toBeNull();
  },
};

export const Disabled: Story = {
  args: { disabled: true, draft: 'Waiting' },
  play: async ({ canvasElement, canvas }) => {
    await expect(box(canvasElement)).toBeDisabled();
    await expect(canvas.getByRole('button', { name: t('chat-room:composer.send') })).toBeDisabled();
    await expect(canvas.getByLabelText(t('chat-room:composer.attachImage'))).toBeDisabled();
  },
};

export const LongDraftGrows: Story = {
  args: { draft: 'Line 1\nLine 2\nLine 3' },
  play: async ({ canvasElement, userEvent }) => {
    const textbox = box(canvasElement);
    const three = textbox.getBoundingClientRect().height;
    await expect(three).toBeGreaterThan(60);
    await userEvent.type(
      textbox,
      '{Shift>}{Enter}{/Shift}Line 4{Shift>}{Enter}{/Shift}Line 5{Shift>}{Enter}{/Shift}Line 6',
    );
    await userEvent.type(textbox, '{Shift>}{Enter}{/Shift}Line 7{Shift>}{Enter}{/Shift}Line 8');
    // It grows with the text up to a few lines, then scrolls.
    const eight = textbox.getBoundingClientRect().height;
    await expect(eight).toBeGreaterThan(three);
    await expect(eight).toBeLessThanOrEqual(128);
    await expect(textbox.scrollHeight).toBeGreaterThan(textbox.clientHeight);
  },
};
