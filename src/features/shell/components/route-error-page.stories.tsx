import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { t } from '@/test/translate';
import { RouteErrorPage } from './route-error-page';

const meta = {
  title: 'Shell/RouteErrorPage',
  component: RouteErrorPage,
  args: { kind: 'render', onReload: fn() },
  parameters: { router: false },
} satisfies Meta<typeof RouteErrorPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const RenderError: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: t('failure:routeError.reload') }));
    await expect(args.onReload).toHaveBeenCalledTimes(1);
  },
};

export const NewVersion: Story = {
  args: { kind: 'chunk' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: t('failure:routeError.reload') })).toBeEnabled();
  },
};
