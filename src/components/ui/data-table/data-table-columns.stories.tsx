import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { t } from '@/test/translate';
import { demoColumns, demoRows, type DemoRow } from '@/test/fixtures/data-table';
import { EMPTY_LAYOUT, type ColumnLayout } from './column-layout';
import { DataTable, type DataTableProps } from './data-table';

/** The page owns the layout (a list page remembers it per staff user's browser). */
function OwnedLayout({ initial, ...props }: DataTableProps<DemoRow> & { initial: ColumnLayout }) {
  const layout = useState<ColumnLayout>(initial);
  return <DataTable {...props} columnLayout={layout} />;
}

const meta = {
  title: 'UI/DataTable/Columns',
  component: OwnedLayout,
  args: {
    data: demoRows(8),
    columns: demoColumns,
    getRowId: (r: DemoRow) => String(r.id),
    caption: 'Members',
    searchLabel: 'Search members',
    initial: EMPTY_LAYOUT,
  },
  parameters: { router: false, layout: 'padded' },
} satisfies Meta<typeof OwnedLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

const titles = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((h) => h.textContent);

/** Name left 100 px wide, then widened from the keyboard on its edge: its long values are cut. */
export const ResizedColumn: Story = {
  args: { initial: { ...EMPTY_LAYOUT, sizing: { name: 100 } } },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('grid', { name: 'Members' });
    const edge = canvas.getByRole('separator', { name: t('kit:table.resizeColumn', { column: 'Name' }) });
    await expect(edge).toHaveAttribute('aria-valuenow', '100');
    edge.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(edge).toHaveAttribute('aria-valuenow', '132');
    const header = within(table).getByRole('columnheader', { name: 'Name' });
    await waitFor(() => expect(Math.round(header.getBoundingClientRect().width)).toBe(132));
    edge.blur();
  },
};

/** City moved before Name from the column chooser, then Balance between City and Name from its title's keys. */
export const ReorderedColumn: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('grid', { name: 'Members' });
    await userEvent.click(canvas.getByRole('button', { name: t('kit:table.columns') }));
    const menu = within(document.body);
    await userEvent.click(await menu.findByRole('button', { name: t('kit:table.moveLeft', { column: 'City' }) }));
    await expect(titles(table)).toEqual(['ID', 'City', 'Name', 'Balance', 'Actions']);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(menu.queryByRole('checkbox', { name: 'City' })).not.toBeInTheDocument());
    within(table).getByRole('button', { name: 'Balance' }).focus();
    await userEvent.keyboard('{Alt>}{Shift>}{ArrowLeft}{ArrowLeft}{/Shift}{/Alt}');
    await expect(titles(table)).toEqual(['ID', 'Balance', 'City', 'Name', 'Actions']);
    await userEvent.keyboard('{Alt>}{Shift>}{ArrowRight}{/Shift}{/Alt}');
    await expect(titles(table)).toEqual(['ID', 'City', 'Balance', 'Name', 'Actions']);
    // The title keeps the focus as it moves, and the rows follow their titles.
    await waitFor(() => expect(within(table).getByRole('button', { name: 'Balance' })).toHaveFocus());
    const firstRow = within(table).getAllByRole('row')[1]!;
    await expect(within(firstRow).getAllByRole('gridcell')[1]).toHaveTextContent('Taipei');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
