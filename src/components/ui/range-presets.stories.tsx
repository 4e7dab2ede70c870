import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { RangePresets } from '@/components/ui/range-presets';

const meta = {
  title: 'UI/RangePresets',
  component: RangePresets,
  args: { onPick: fn() },
  parameters: { router: false, layout: 'padded' },
} satisfies Meta<typeof RangePresets>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Yesterday' }));
    await expect(args.onPick).toHaveBeenCalledWith('yesterday');
    await expect(canvas.getByRole('group', { name: 'Quick ranges' })).toBeInTheDocument();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Last 7 days' })).toBeDisabled();
  },
};
