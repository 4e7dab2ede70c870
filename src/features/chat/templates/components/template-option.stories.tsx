import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, fn, within } from 'storybook/test';
import type { MessageTemplate } from '@/lib/api/endpoints/chat-templates';
import { t } from '@/test/translate';
import { fillTemplate, type TemplateValues } from '../lib/template-fill';
import { TemplateOption } from './template-option';
import { storyTemplates } from '@/test/fixtures/chat-templates';

const values: TemplateValues = { 'member.nickname': 'Lucky Star', 'agent.nickname': 'Mia' };
const welcome = storyTemplates[0]!;
const orderFollowUp: MessageTemplate = {
  ...welcome,
  id: 9,
  title: 'Order follow-up',
  content: 'Your order {order.id} for {member.username} is being processed.',
  memo: 'Orders',
};

/** As in the picker: an option lives in a labelled listbox. */
function InListbox(props: ComponentProps<typeof TemplateOption>) {
  const { t: translate } = useTranslation('chat-templates');
  return (
    <ul role="listbox" aria-label={translate('picker.list')} className="max-w-xl p-1">
      <TemplateOption {...props} />
    </ul>
  );
}

const meta = {
  title: 'Chat/Templates/TemplateOption',
  component: TemplateOption,
  args: {
    id: 'picker-3',
    template: welcome,
    filled: fillTemplate(welcome.content, values),
    query: '',
    active: false,
    onPoint: fn(),
    onChoose: fn(),
  },
  render: (args) => <InListbox {...args} />,
  parameters: { router: false, layout: 'padded' },
} satisfies Meta<typeof TemplateOption>;
export default meta;
type Story = StoryObj<typeof meta>;

const option = (el: HTMLElement) =>
  within(within(el).getByRole('listbox', { name: t('chat-templates:picker.list') })).getByRole('option');

/** Not the active one: pointing at it makes it active, a click chooses it. */
export const Inactive: Story = {
  play: async ({ canvasElement, args, userEvent }) => {
    const el = option(canvasElement);
    await expect(el).toHaveAttribute('aria-selected', 'false');
    await expect(el).toHaveAttribute('id', 'picker-3');
    // The preview is the text as it will be inserted, variables filled.
    await expect(el).toHaveTextContent('Hello Lucky Star, welcome! I am Mia. How can I help you today?');
    await expect(within(el).queryByRole('mark')).not.toBeInTheDocument();
    await userEvent.hover(el);
    await expect(args.onPoint).toHaveBeenCalled();
    await userEvent.click(el);
    await expect(args.onChoose).toHaveBeenCalledTimes(1);
  },
};

/** The active option is marked selected; pointing at it again does nothing more. */
export const Active: Story = {
  args: { active: true },
  play: async ({ canvasElement, args, userEvent }) => {
    const el = option(canvasElement);
    await expect(el).toHaveAttribute('aria-selected', 'true');
    await userEvent.hover(el);
    await expect(args.onPoint).not.toHaveBeenCalled();
  },
};

/** The words searched for are marked in the title, memo and preview, whatever their case. */
export const HighlightedMatch: Story = {
  args: { query: 'WEL gree', active: true },
  play: async ({ canvasElement }) => {
    const marks = within(option(canvasElement)).getAllByRole('mark');
    await expect(marks.map((mark) => mark.textContent)).toEqual(['Wel', 'Gree', 'wel']);
  },
};

/** A variable the app does not know, or one the room has no value for, is named before inserting. */
export const UnknownVariable: Story = {
  args: { id: 'picker-9', template: orderFollowUp, filled: fillTemplate(orderFollowUp.content, values) },
  play: async ({ canvasElement }) => {
    const el = option(canvasElement);
    await expect(el).toHaveTextContent('Your order {order.id} for {member.username} is being processed.');
    await expect(
      within(el).getByText(t('chat-templates:picker.unfilled', { list: '{order.id} {member.username}' })),
    ).toBeVisible();
  },
};
