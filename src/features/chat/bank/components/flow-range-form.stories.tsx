import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { t } from '@/test/translate';
import { FlowRangeForm } from './flow-range-form';

const meta = {
  title: 'Chat/AuditFlow/FlowRangeForm',
  component: FlowRangeForm,
  args: {
    defaultValues: { start: '2026-11-13T09:00', end: '2026-11-20T09:00' },
    onSearch: fn(),
    clock: () => Date.parse('2026-11-20T01:00:00Z'),
  },
  decorators: [(Story) => <div className="w-[640px] p-4">{Story()}</div>],
} satisfies Meta<typeof FlowRangeForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The last 7 days as given; Search hands the range on. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: t('chat-bank:audit.search') }));
    await expect(args.onSearch).toHaveBeenCalledWith(args.defaultValues, expect.anything());
  },
};

/** An end before the start is refused with a translated message and nothing is searched. */
export const EndBeforeStart: Story = {
  args: { defaultValues: { start: '2026-11-20T09:00', end: '2026-11-13T09:00' } },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: t('chat-bank:audit.search') }));
    await expect(await canvas.findByText(t('chat-bank:validation.endBeforeStart'))).toBeVisible();
    await expect(args.onSearch).not.toHaveBeenCalled();
  },
};

/** All dates empties the range and hands on the search for every record. */
export const AllDates: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: t('chat-bank:audit.allDates') }));
    await expect(args.onSearch).toHaveBeenCalledWith({ start: '', end: '' });
    await expect(
      canvas.getByRole('button', { name: `${t('chat-bank:audit.range')} ${t('kit:dateRange.empty')}` }),
    ).toBeVisible();
  },
};
