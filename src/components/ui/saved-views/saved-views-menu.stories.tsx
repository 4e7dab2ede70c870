import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { t } from '@/test/translate';
import { SavedViewsMenu } from './saved-views-menu';

const MAX = 20;
const twenty = Array.from({ length: MAX }, (_, i) => ({
  id: `v${i + 1}`,
  name: `View ${String(i + 1).padStart(2, '0')}`,
  isDefault: i === 2,
}));

const meta = {
  title: 'UI/SavedViewsMenu',
  component: SavedViewsMenu,
  parameters: { router: false, layout: 'padded' },
  args: {
    views: [],
    max: MAX,
    onSave: fn(),
    onOpen: fn(),
    onRename: fn(),
    onDelete: fn(),
    onToggleDefault: fn(),
  },
} satisfies Meta<typeof SavedViewsMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No view saved yet: the panel says so, and Save view is offered. */
export const Empty: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: t('kit:views.menu', { total: 0 }) }));
    const panel = canvas.getByRole('region', { name: t('kit:views.panel') });
    await expect(within(panel).getByText(t('kit:views.empty'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('kit:views.save') }));
    await expect(args.onSave).toHaveBeenCalledOnce();
  },
};

/** Twenty views, the most a screen keeps: Save view waits, the limit is said, each view has its actions. */
export const Full: Story = {
  args: { views: twenty },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: t('kit:views.save') })).toBeDisabled();
    await expect(canvas.getByRole('status')).toHaveTextContent(t('kit:views.limit', { max: MAX }));
    await userEvent.click(canvas.getByRole('button', { name: t('kit:views.menu', { total: MAX }) }));
    const panel = canvas.getByRole('region', { name: t('kit:views.panel') });
    await expect(within(panel).getAllByRole('listitem')).toHaveLength(MAX);
    await expect(within(panel).getByText(t('kit:views.defaultBadge'))).toBeVisible();
    const third = `${t('kit:views.makeDefault')}: View 03`;
    await expect(within(panel).getByRole('button', { name: third })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(panel).getByRole('button', { name: 'View 07' }));
    await expect(args.onOpen).toHaveBeenCalledWith('v7');
    await userEvent.click(within(panel).getByRole('button', { name: `${t('kit:views.delete')}: View 07` }));
    await expect(args.onDelete).toHaveBeenCalledWith('v7');
  },
};
