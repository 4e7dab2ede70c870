import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { STORY_RANGE, storyClock } from '../containers/story-fixtures';
import { Sr02Filters } from './sr02-filters';

const meta = {
  title: 'Reports/Sr02Filters',
  component: Sr02Filters,
  args: {
    defaultValues: { username: '', start_date: STORY_RANGE.start, end_date: STORY_RANGE.end },
    onSearch: fn(),
    clock: storyClock,
  },
  parameters: { router: false, layout: 'padded' },
} satisfies Meta<typeof Sr02Filters>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('form', { name: 'SR02 search' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Start date 2026-11-20' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'End date 2026-11-21' })).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Agent name' }), 'agent01');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(args.onSearch).toHaveBeenCalledWith(
      { username: 'agent01', start_date: '2026-11-20', end_date: '2026-11-21' },
      expect.anything(),
    );
  },
};

export const YesterdayPreset: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Yesterday' }));
    await expect(await canvas.findByRole('button', { name: 'Start date 2026-11-20' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'End date 2026-11-20' })).toBeVisible();
    await expect(args.onSearch).not.toHaveBeenCalled();
  },
};

export const EndBeforeStart: Story = {
  args: { defaultValues: { username: '', start_date: '2026-11-21', end_date: '2026-11-20' } },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(await canvas.findByText('The end date cannot be before the start date.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'End date 2026-11-20' })).toHaveAttribute('aria-invalid', 'true');
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
