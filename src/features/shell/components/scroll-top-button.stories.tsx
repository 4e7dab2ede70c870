import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ScrollTopButton } from './scroll-top-button';

const meta = {
  title: 'Shell/ScrollTopButton',
  component: ScrollTopButton,
  args: { visible: true, onClick: fn() },
  parameters: { router: false },
  decorators: [(Story) => <div className="min-h-40">{Story()}</div>],
} satisfies Meta<typeof ScrollTopButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Visible: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Back to top' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Hidden: Story = {
  args: { visible: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Back to top' })).not.toBeInTheDocument();
  },
};
