import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, fn, within } from 'storybook/test';
import { DataTable } from '@/components/ui/data-table/data-table';
import type { MessageTemplate } from '@/lib/api/endpoints/chat-templates';
import { t } from '@/test/translate';
import { templateColumns, type TemplateActions } from './template-columns';

const rows: MessageTemplate[] = [
  {
    id: 1,
    type: 3,
    title: 'Deposit help',
    content: 'Line one\n<b>not bold</b>',
    memo: 'cs',
    username: 'service01',
    created_at: '2026-11-20 01:02:03',
    updated_at: '2026-11-20 23:30:00',
  },
  { id: 2, type: 7, title: 'Odd type', content: 'x', memo: '', username: 'admin', created_at: '', updated_at: '' },
];

/** The template table's columns in the shared table, as the templates page lays them out. */
function ColumnsTable(actions: TemplateActions) {
  const { t: translate } = useTranslation(['chat-templates', 'common']);
  const columns = useMemo(() => templateColumns(translate, actions), [translate, actions]);
  return (
    <DataTable
      data={rows}
      columns={columns}
      getRowId={(row) => String(row.id)}
      caption="templates"
      searchLabel="search"
    />
  );
}

const meta = {
  title: 'Chat/Templates/TemplateColumns',
  component: ColumnsTable,
  args: { onEdit: fn(), onDelete: fn() },
  parameters: { router: false },
} satisfies Meta<typeof ColumnsTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Columns: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const table = canvas.getByRole('grid', { name: 'templates' });
    // Labelled types; a type the spec does not name shows its number.
    await expect(table).toHaveTextContent(t('chat-templates:types.3'));
    await expect(table).toHaveTextContent(t('chat-templates:types.other', { type: 7 }));
    // The server's UTC times shown 8 hours later, across midnight too.
    await expect(table).toHaveTextContent('2026-11-20 09:02:03');
    await expect(table).toHaveTextContent('2026-11-21 07:30:00');
    // User text is text, never HTML.
    await expect(table).toHaveTextContent('<b>not bold</b>');
    await expect(table.querySelector('tbody b')).toBeNull();
    await userEvent.click(
      within(table).getByRole('button', { name: t('chat-templates:actions.editLabel', { title: 'Deposit help' }) }),
    );
    await expect(args.onEdit).toHaveBeenCalledWith(rows[0]);
    await userEvent.click(
      within(table).getByRole('button', { name: t('chat-templates:actions.deleteLabel', { title: 'Odd type' }) }),
    );
    await expect(args.onDelete).toHaveBeenCalledWith(rows[1]);
  },
};
