import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ComponentProps, useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { t } from '@/test/translate';
import { ComposerBox } from './composer-box';

type BoxProps = ComponentProps<typeof ComposerBox>;

/** The composer's part: it keeps the draft. */
function ControlledBox(props: BoxProps) {
  const [draft, setDraft] = useState(props.draft);
  return (
    <ComposerBox
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
  title: 'Chat/Room/ComposerBox',
  component: ComposerBox,
  args: { id: 'composer', draft: '', onDraftChange: fn(), onImage: fn(), onSend: fn(), disabled: false },
  render: (args) => <ControlledBox {...args} />,
  decorators: [
    (Story) => (
      <div className="mx-auto flex max-w-2xl items-end gap-2 rounded-lg border border-slate-200 p-2">
        <Story />
      </div>
    ),
  ],
  parameters: { router: false, layout: 'padded' },
} satisfies Meta<typeof ComposerBox>;
export default meta;
type Story = StoryObj<typeof meta>;

const box = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('textbox', { name: t('chat-room:composer.label') });

export const Empty: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const textbox = box(canvasElement);
    await expect(textbox).toHaveValue('');
    await expect(textbox).toHaveAttribute('placeholder', t('chat-room:composer.placeholder'));
    await expect(textbox).toBeEnabled();
    await userEvent.type(textbox, 'Hi');
    await expect(args.onDraftChange).toHaveBeenLastCalledWith('Hi');
    textbox.blur();
  },
};

export const WithDraft: Story = {
  args: { draft: 'Your points are on their way' },
  play: async ({ canvasElement, userEvent, args }) => {
    const textbox = box(canvasElement);
    await expect(textbox).toHaveValue('Your points are on their way');
    await userEvent.type(textbox, '{Shift>}{Enter}{/Shift}');
    await expect(args.onSend).not.toHaveBeenCalled();
    await userEvent.type(textbox, '{Enter}');
    await expect(args.onSend).toHaveBeenCalledTimes(1);
    textbox.blur();
  },
};

export const PastedImage: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'receipt.png', { type: 'image/png' });
    const data = new DataTransfer();
    data.items.add(file);
    await userEvent.click(box(canvasElement));
    await userEvent.paste(data);
    await expect(args.onImage).toHaveBeenCalledWith(file);
    await expect(box(canvasElement)).toHaveValue('');
    box(canvasElement).blur();
  },
};

/** With suggestions open, the box points at them and Enter picks one instead of sending. */
export const WithSuggestions: Story = {
  args: {
    draft: '/wel',
    onBoxKey: fn(() => true),
    boxPopup: { listboxId: 'templates-list', activeOptionId: 'templates-option-1' },
  },
  // The composer draws the suggestions the box points at; a stand-in list here.
  render: (args) => (
    <div className="flex min-w-0 flex-1 flex-col gap-2">
      <ul id="templates-list" role="listbox" aria-label={t('chat-room:composer.templates')} className="text-sm">
        <li id="templates-option-1" role="option" aria-selected="true" className="rounded bg-slate-100 px-2 py-1">
          Welcome! How can I help you today?
        </li>
      </ul>
      <ControlledBox {...args} />
    </div>
  ),
  play: async ({ canvasElement, userEvent, args }) => {
    const textbox = box(canvasElement);
    await expect(textbox).toHaveAttribute('aria-autocomplete', 'list');
    await expect(textbox).toHaveAttribute('aria-controls', 'templates-list');
    await expect(textbox).toHaveAttribute('aria-activedescendant', 'templates-option-1');
    await userEvent.type(textbox, '{Enter}');
    await expect(args.onBoxKey).toHaveBeenCalledWith('Enter');
    await expect(args.onSend).not.toHaveBeenCalled();
    await expect(within(canvasElement).getByRole('option', { selected: true })).toHaveAttribute(
      'id',
      'templates-option-1',
    );
    textbox.blur();
  },
};

export const Disabled: Story = {
  args: { disabled: true, draft: 'Waiting' },
  play: async ({ canvasElement }) => {
    const textbox = box(canvasElement);
    await expect(textbox).toBeDisabled();
    await expect(textbox).toHaveValue('Waiting');
    await expect(textbox).not.toHaveAttribute('aria-autocomplete');
  },
};
