import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import type { MessageTemplate } from '@/lib/api/endpoints/chat-templates';
import { t } from '@/test/translate';
import { TemplatePicker, type TemplatePickerProps } from './template-picker';

const at = '2026-10-01 09:00:00';
const row = (id: number, title: string, content: string, memo: string): MessageTemplate => ({
  id,
  type: 1,
  title,
  content,
  memo,
  username: 'service01',
  created_at: at,
  updated_at: at,
});
const templates: MessageTemplate[] = [
  row(1, 'Welcome', 'Hello {member.nickname}, welcome! I am {agent.nickname}. How can I help you today?', 'Greeting'),
  row(2, 'Deposit help', 'To deposit, open Wallet > Deposit, choose your bank and send the exact amount.', 'Deposit'),
  row(3, 'Deposit received', 'Your deposit of today ({date}) has arrived, {member.username}. Thank you!', 'Payments'),
  row(
    4,
    'Order follow-up',
    'Your order {order.id} is being processed. We will update you shortly.',
    'Unknown variable',
  ),
  row(5, 'สวัสดีค่ะ', 'สวัสดีค่ะ คุณ {member.nickname} ยินดีต้อนรับ มีอะไรให้ช่วยไหมคะ', 'ทักทาย'),
  row(6, '存款说明', '请在「钱包 > 存款」选择银行并转入准确金额，完成后把收据截图发到这里。', '存款'),
];

/** The container's part: it keeps the search typed in the picker's own box. */
function ControlledPicker(props: TemplatePickerProps) {
  const [query, setQuery] = useState(props.query);
  return (
    <TemplatePicker
      {...props}
      query={query}
      onQueryChange={(next) => {
        setQuery(next);
        props.onQueryChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Chat/Templates/TemplatePicker',
  component: TemplatePicker,
  args: {
    status: 'ready',
    templates,
    query: '',
    searchBox: true,
    onQueryChange: fn(),
    values: {
      'member.nickname': 'Lucky Star',
      'member.username': 'player02',
      'agent.nickname': 'Mia',
      date: '2026-11-23',
    },
    listboxId: 'picker',
    onInsert: fn(),
    onClose: fn(),
    onRetry: fn(),
  },
  render: (args) => <ControlledPicker {...args} />,
  decorators: [
    (Story) => (
      <div className="mx-auto max-w-xl">
        <Story />
      </div>
    ),
  ],
  parameters: { router: false, layout: 'padded' },
} satisfies Meta<typeof TemplatePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

const search = (el: HTMLElement) => within(el).getByRole('combobox', { name: t('chat-templates:picker.search') });
/**
 * The search box takes the focus when the picker opens; a story that does not type puts it there
 * itself too, so its picture never depends on when the mount's focus landed.
 */
const focusSearch = async (el: HTMLElement) => {
  search(el).focus();
  await expect(search(el)).toHaveFocus();
};
const list = (el: HTMLElement) => within(el).getByRole('listbox', { name: t('chat-templates:picker.list') });
const optionNames = (el: HTMLElement) =>
  within(el)
    .queryAllByRole('option')
    .map((o) => o.textContent ?? '');
/** An option's name is all it shows, starting with the title. */
const titled = (title: string) => (name: string) => name === title || name.startsWith(`${title} `);
const optionTitled = (el: HTMLElement, title: string) => within(list(el)).getByRole('option', { name: titled(title) });

export const SeveralMatches: Story = {
  args: { query: 'deposit' },
  play: async ({ canvasElement }) => {
    await focusSearch(canvasElement);
    const options = within(list(canvasElement)).getAllByRole('option');
    await expect(options).toHaveLength(2);
    // Title matches first; the first match is active, so Enter inserts it.
    await expect(options[0]).toHaveAccessibleName(expect.stringMatching(/^Deposit help /));
    await expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await expect(search(canvasElement)).toHaveAttribute('aria-activedescendant', options[0]?.id);
    await expect(options[1]).toHaveAccessibleName(expect.stringMatching(/^Deposit received /));
    await expect(within(canvasElement).getByText(t('chat-templates:picker.found', { count: 2 }))).toBeInTheDocument();
  },
};

export const AcrossScripts: Story = {
  args: { query: '存款' },
  play: async ({ canvasElement, userEvent }) => {
    await expect(optionNames(canvasElement)).toHaveLength(1);
    await expect(optionTitled(canvasElement, '存款说明')).toBeVisible();
    await userEvent.clear(search(canvasElement));
    // Thai has no spaces between words: a word inside the text is found.
    await userEvent.type(search(canvasElement), 'ยินดี');
    await expect(optionTitled(canvasElement, 'สวัสดีค่ะ')).toBeVisible();
    await userEvent.clear(search(canvasElement));
    await userEvent.type(search(canvasElement), 'DÉPOSIT  THANK');
    await expect(within(list(canvasElement)).getAllByRole('option')).toHaveLength(1);
    await expect(optionTitled(canvasElement, 'Deposit received')).toBeVisible();
  },
};

export const NoMatch: Story = {
  args: { query: 'refund' },
  play: async ({ canvasElement }) => {
    await focusSearch(canvasElement);
    await expect(optionNames(canvasElement)).toEqual([]);
    await expect(
      within(canvasElement).getByText(t('chat-templates:picker.noMatch', { query: 'refund' })),
    ).toBeVisible();
  },
};

export const NoTemplates: Story = {
  args: { templates: [] },
  play: async ({ canvasElement }) => {
    await focusSearch(canvasElement);
    await expect(within(canvasElement).getByText(t('chat-templates:picker.none'))).toBeVisible();
    await expect(optionNames(canvasElement)).toEqual([]);
  },
};

export const VariablesFilled: Story = {
  args: { query: 'welcome' },
  play: async ({ canvasElement }) => {
    await focusSearch(canvasElement);
    const option = optionTitled(canvasElement, 'Welcome');
    await expect(option).toHaveTextContent('Hello Lucky Star, welcome! I am Mia. How can I help you today?');
  },
};

export const UnknownVariableShown: Story = {
  args: { query: 'order' },
  play: async ({ canvasElement, userEvent, args }) => {
    const option = optionTitled(canvasElement, 'Order follow-up');
    await expect(within(option).getByText(t('chat-templates:picker.unfilled', { list: '{order.id}' }))).toBeVisible();
    await userEvent.type(search(canvasElement), '{Enter}');
    await expect(args.onInsert).toHaveBeenCalledWith(
      'Your order {order.id} is being processed. We will update you shortly.',
    );
  },
};

export const KeyboardNavigation: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const box = search(canvasElement);
    await userEvent.type(box, 'deposit');
    await userEvent.keyboard('{ArrowDown}');
    const received = optionTitled(canvasElement, 'Deposit received');
    await expect(received).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', received.id);
    // Past the last option it wraps to the first, and back.
    await userEvent.keyboard('{ArrowDown}');
    await expect(optionTitled(canvasElement, 'Deposit help')).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowUp}');
    await userEvent.keyboard('{Enter}');
    await expect(args.onInsert).toHaveBeenCalledTimes(1);
    await expect(args.onInsert).toHaveBeenCalledWith(
      'Your deposit of today (2026-11-23) has arrived, player02. Thank you!',
    );
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const ClickInserts: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    await userEvent.click(optionTitled(canvasElement, 'Deposit help'));
    await expect(args.onInsert).toHaveBeenCalledWith(
      'To deposit, open Wallet > Deposit, choose your bank and send the exact amount.',
    );
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('chat-templates:picker.close') }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** Opened by '/': the room's text box is the search, so the picker has no box of its own. */
export const OpenedBySlash: Story = {
  args: { searchBox: false, query: 'thank' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('combobox')).toBeNull();
    await expect(optionTitled(canvasElement, 'Deposit received')).toHaveAttribute('aria-selected', 'true');
  },
};

export const Loading: Story = {
  args: { status: 'loading', templates: [] },
  play: async ({ canvasElement }) => {
    await focusSearch(canvasElement);
    await expect(within(canvasElement).getByRole('status', { name: t('chat-templates:picker.loading') })).toBeVisible();
    await expect(within(canvasElement).queryByText(t('chat-templates:picker.none'))).toBeNull();
  },
};

export const LoadFailed: Story = {
  args: { status: 'error', templates: [] },
  play: async ({ canvasElement, userEvent, args }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(t('chat-templates:picker.loadFailed'));
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('chat-templates:picker.retry') }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
