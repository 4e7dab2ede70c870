import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { t, tx } from '@/test/story-t';
import { STORY_RANGE, storyClock } from '../containers/story-fixtures';
import { HistoryFilters } from './history-filters';

const meta = {
  title: 'History/HistoryFilters',
  component: HistoryFilters,
  args: {
    defaultValues: { username: 'player01', kind: 'transaction', ...STORY_RANGE },
    onSearch: fn(),
    clock: storyClock,
  },
  parameters: { router: false, layout: 'padded' },
} satisfies Meta<typeof HistoryFilters>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('form', { name: t('history:filters.title') })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: t('history:filters.username') })).toHaveValue('player01');
    await expect(canvas.getByLabelText(tx('history:filters.start'))).toHaveValue('2026-11-20T09:30');
    await expect(canvas.getByLabelText(tx('history:filters.end'))).toHaveValue('2026-11-21T09:30');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: t('history:filters.kind') }), 'redEnvelope');
    await userEvent.click(canvas.getByRole('button', { name: t('history:filters.search') }));
    await expect(args.onSearch).toHaveBeenCalledWith(
      { username: 'player01', kind: 'redEnvelope', ...STORY_RANGE },
      expect.anything(),
    );
  },
};

export const TodayPreset: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: t('common:rangePresets.today') }));
    await expect(canvas.getByLabelText(tx('history:filters.start'))).toHaveValue('2026-11-21T00:00');
    await expect(canvas.getByLabelText(tx('history:filters.end'))).toHaveValue('2026-11-21T23:59');
    await expect(args.onSearch).not.toHaveBeenCalled();
  },
};

export const EndBeforeStart: Story = {
  args: {
    defaultValues: { username: '', kind: 'transaction', start: '2026-11-21T09:30', end: '2026-11-20T09:30' },
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: t('history:filters.search') }));
    await expect(await canvas.findByText(t('history:validation.endBeforeStart'))).toBeVisible();
    await expect(canvas.getByLabelText(tx('history:filters.end'))).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSearch).not.toHaveBeenCalled();
  },
};

export const Searching: Story = {
  args: { searching: true },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: t('history:filters.search') });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};
