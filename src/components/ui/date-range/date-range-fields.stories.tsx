import type { Meta, StoryObj } from '@storybook/react-vite';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { expect, fn, waitFor } from 'storybook/test';
import { z } from 'zod';
import { rangeOrderRule } from '@/lib/date-range-rule';
import { t } from '@/test/translate';
import { Button } from '../button';
import { DateRangeFields } from './date-range-fields';

/** 2026-11-21 17:30 on the platform clock: the presets never depend on the real date. */
const clock = () => Date.parse('2026-11-21T09:30:00Z');

// A search form's schema as the features write theirs: namespaced message keys and the shared order rule.
const schema = z
  .object({
    start: z.string().min(1, 'history:validation.startRequired'),
    end: z.string().min(1, 'history:validation.endRequired'),
  })
  .refine(...rangeOrderRule('start', 'end', 'history:validation.endBeforeStart'));
type Range = z.infer<typeof schema>;

type HarnessProps = { defaultValues: Range; onSearch: (values: Range) => void };

/** The smallest search form around the fields: the range and Search. */
function Harness({ defaultValues, onSearch }: HarnessProps) {
  const form = useForm<Range>({ resolver: zodResolver(schema), defaultValues });
  return (
    <form noValidate onSubmit={form.handleSubmit(onSearch)} className="space-y-3">
      <DateRangeFields form={form} startName="start" endName="end" label="Period" mode="datetime" clock={clock} />
      <Button type="submit">{t('common:actions.search')}</Button>
    </form>
  );
}

const meta = {
  tags: ['autodocs'],
  title: 'UI/DateRangeFields',
  component: Harness,
  args: {
    defaultValues: { start: '2026-11-20T09:30', end: '2026-11-21T09:30' },
    onSearch: fn(),
  },
  parameters: { router: false, layout: 'padded' },
} satisfies Meta<typeof Harness>;
export default meta;
type Story = StoryObj<typeof meta>;

const search = () => t('common:actions.search');

/** The picker shows the form's range, and Search sends it unchanged. */
export const ShowsTheFormsRange: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('button', { name: /^Period/ })).toHaveAccessibleName(
      'Period 2026-11-20 09:30 → 2026-11-21 09:30',
    );
    await userEvent.click(canvas.getByRole('button', { name: search() }));
    await waitFor(() =>
      expect(args.onSearch).toHaveBeenCalledWith(
        { start: '2026-11-20T09:30', end: '2026-11-21T09:30' },
        expect.anything(),
      ),
    );
  },
};

/** A quick range writes both ends into the form. */
export const PresetWritesTheForm: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: t('kit:rangePresets.today') }));
    await expect(canvas.getByRole('button', { name: /^Period/ })).toHaveAccessibleName(
      'Period 2026-11-21 00:00 → 2026-11-21 23:59',
    );
    await userEvent.click(canvas.getByRole('button', { name: search() }));
    await waitFor(() =>
      expect(args.onSearch).toHaveBeenCalledWith(
        { start: '2026-11-21T00:00', end: '2026-11-21T23:59' },
        expect.anything(),
      ),
    );
  },
};

/** An end before the start is said on the end, in the reader's language, and nothing is searched. */
export const EndBeforeStart: Story = {
  args: { defaultValues: { start: '2026-11-21T09:30', end: '2026-11-20T09:30' } },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: search() }));
    await expect(await canvas.findByText(t('history:validation.endBeforeStart'))).toBeVisible();
    await expect(args.onSearch).not.toHaveBeenCalled();
  },
};

/** Empty ends get the required message (the picker shows the start's first), not the order message. */
export const Empty: Story = {
  args: { defaultValues: { start: '', end: '' } },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: search() }));
    await expect(await canvas.findByText(t('history:validation.startRequired'))).toBeVisible();
    await expect(canvas.queryByText(t('history:validation.endBeforeStart'))).toBeNull();
    await expect(args.onSearch).not.toHaveBeenCalled();
  },
};
