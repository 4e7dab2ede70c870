import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { t } from '@/test/translate';
import { UpdateReadyBanner } from './update-ready-banner';

const meta = {
  title: 'Shell/UpdateReadyBanner',
  component: UpdateReadyBanner,
  args: { onReload: fn(), onDismiss: fn() },
  parameters: { router: false },
  decorators: [(Story) => <div className="min-h-24">{Story()}</div>],
} satisfies Meta<typeof UpdateReadyBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A new version waits: staff see it over the page and take it with Reload. */
export const UpdateReady: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(t('failure:routeError.chunkTitle'));
    await userEvent.click(canvas.getByRole('button', { name: t('failure:routeError.reload') }));
    await expect(args.onReload).toHaveBeenCalledTimes(1);
    await expect(args.onDismiss).not.toHaveBeenCalled();
  },
};
