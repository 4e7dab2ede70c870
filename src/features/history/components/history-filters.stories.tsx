import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
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
    await expect(canvas.getByRole('form', { name: 'Search history' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Username' })).toHaveValue('player01');
    await expect(canvas.getByLabelText(/Start time/)).toHaveValue('2026-11-20T09:30');
    await expect(canvas.getByLabelText(/End time/)).toHaveValue('2026-11-21T09:30');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Record type' }), 'redEnvelope');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(args.onSearch).toHaveBeenCalledWith(
      { username: 'player01', kind: 'redEnvelope', ...STORY_RANGE },
      expect.anything(),
    );
  },
};

export const TodayPreset: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Today' }));
    await expect(canvas.getByLabelText(/Start time/)).toHaveValue('2026-11-21T00:00');
    await expect(canvas.getByLabelText(/End time/)).toHaveValue('2026-11-21T23:59');
    await expect(args.onSearch).not.toHaveBeenCalled();
  },
};

export const EndBeforeStart: Story = {
  args: {
    defaultValues: { username: '', kind: 'transaction', start: '2026-11-21T09:30', end: '2026-11-20T09:30' },
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(await canvas.findByText('The end time must be after the start time.')).toBeVisible();
    await expect(canvas.getByLabelText(/End time/)).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSearch).not.toHaveBeenCalled();
  },
};

export const Searching: Story = {
  args: { searching: true },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Search' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};
