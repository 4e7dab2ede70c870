import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { t } from '@/test/translate';
import { manyTemplates, storyTemplates } from '@/test/fixtures/chat-templates';
import { TemplatesTable } from './templates-table';

const meta = {
  title: 'Chat/Templates/TemplatesTable',
  component: TemplatesTable,
  args: {
    templates: storyTemplates,
    onRetry: fn(),
    onCreate: fn(),
    onEdit: fn(),
    onDelete: fn(),
  },
  parameters: { router: false },
} satisfies Meta<typeof TemplatesTable>;
export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const table = (canvas: Canvas) => canvas.getByRole('grid', { name: t('chat-templates:page.title') });
const bodyRows = (canvas: Canvas) => within(table(canvas)).getAllByRole('row').slice(1);

/** Type labels, the content as text (markup stays visible), times shifted +8 h, and the row actions. */
export const List: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const rows = bodyRows(canvas);
    await expect(rows).toHaveLength(3);
    const first = within(rows[0]!);
    await expect(first.getByText(t('chat-templates:types.1'))).toBeVisible();
    await expect(first.getByText('2026-11-20 11:04:05')).toBeVisible();
    await expect(first.getByText('2026-11-21 02:30:00')).toBeVisible();
    await expect(within(rows[1]!).getByText(t('chat-templates:types.3'))).toBeVisible();
    await expect(within(rows[1]!).getByText(/<b>not bold<\/b>/)).toBeInTheDocument();
    await expect(table(canvas).querySelector('b')).toBeNull();
    await expect(within(rows[2]!).getByText(t('chat-templates:types.9'))).toBeVisible();
    await expect(within(rows[2]!).getAllByText('2026-11-18 08:00:00')).toHaveLength(2);
    await userEvent.click(
      canvas.getByRole('button', { name: t('chat-templates:actions.editLabel', { title: 'Welcome' }) }),
    );
    await expect(args.onEdit).toHaveBeenCalledWith(storyTemplates[0]);
    await userEvent.click(
      canvas.getByRole('button', { name: t('chat-templates:actions.deleteLabel', { title: 'My shift sign-off' }) }),
    );
    await expect(args.onDelete).toHaveBeenCalledWith(storyTemplates[2]);
    await userEvent.click(canvas.getByRole('button', { name: t('chat-templates:page.create') }));
    await expect(args.onCreate).toHaveBeenCalled();
  },
};

export const Empty: Story = {
  args: { templates: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t('chat-templates:page.empty'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('chat-templates:page.create') })).toBeEnabled();
  },
};

/** Page sizes 25, 50 and All (25 first); All shows every template. */
export const PagingAll: Story = {
  args: { templates: manyTemplates },
  play: async ({ canvas, userEvent }) => {
    const size = canvas.getByRole('combobox', { name: t('kit:table.pageSize') });
    const options = within(size)
      .getAllByRole('option')
      .map((o) => o.textContent);
    await expect(options).toEqual(['25', '50', t('kit:table.all')]);
    await expect(bodyRows(canvas)).toHaveLength(25);
    await userEvent.selectOptions(size, 'all');
    await expect(bodyRows(canvas)).toHaveLength(60);
    await expect(canvas.getByRole('button', { name: t('kit:table.next') })).toBeDisabled();
  },
};

export const Loading: Story = {
  args: { templates: [], loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(t('kit:table.loading'));
    await expect(canvas.getByRole('button', { name: t('chat-templates:page.create') })).toBeDisabled();
  },
};

export const LoadFailed: Story = {
  args: { templates: [], error: 'The server could not be reached.' },
  play: async ({ canvas, args, userEvent }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(t('chat-templates:page.loadFailed'));
    await expect(alert).toHaveTextContent('The server could not be reached.');
    await expect(canvas.queryByRole('grid')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: t('common:actions.retry') }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
