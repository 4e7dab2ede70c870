import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { RangePresets } from '@/components/ui/range-presets';
import { t } from '@/test/translate';

const meta = {
  tags: ['autodocs'],
  title: 'UI/RangePresets',
  component: RangePresets,
  args: { onPick: fn() },
  parameters: { router: false, layout: 'padded' },
} satisfies Meta<typeof RangePresets>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: t('kit:rangePresets.yesterday') }));
    await expect(args.onPick).toHaveBeenCalledWith('yesterday');
    await expect(canvas.getByRole('group', { name: t('kit:rangePresets.label') })).toBeInTheDocument();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: t('kit:rangePresets.last7Days') })).toBeDisabled();
  },
};
