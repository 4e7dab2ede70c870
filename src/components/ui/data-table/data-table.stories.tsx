import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, spyOn, waitFor, within } from 'storybook/test';
import { t } from '@/test/translate';
import { Button } from '../button';
import { useStoredColumnVisibility } from '@/lib/use-stored-column-visibility';
import { DataTable, type DataTableProps } from './data-table';
import { demoColumns, demoRows, type DemoRow } from '@/test/fixtures/data-table';

const rows250 = demoRows(250);
const rows50k = demoRows(50_000);

const meta = {
  tags: ['autodocs'],
  title: 'UI/DataTable',
  component: DataTable<DemoRow>,
  args: {
    data: rows250,
    columns: demoColumns,
    getRowId: (r: DemoRow) => String(r.id),
    caption: 'Members',
    searchLabel: 'Search members',
  },
  parameters: { router: false, layout: 'padded' },
} satisfies Meta<typeof DataTable<DemoRow>>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The pager's "from–to of total" line, formatted as the current language formats numbers. */
const shown = (from: number, to: number, total: number) => t('kit:table.showing', { from, to, total });

const bodyRows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .filter((r) => r.getAttribute('aria-rowindex') !== '1');

export const Default: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('grid', { name: 'Members' });
    await expect(bodyRows(table)).toHaveLength(10);
    await expect(canvas.getByText(shown(1, 10, 250))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('kit:table.previous') })).toBeDisabled();
  },
};

export const PageSizes: Story = {
  play: async ({ canvas, userEvent }) => {
    const table = canvas.getByRole('grid', { name: 'Members' });
    const select = canvas.getByRole('combobox', { name: t('kit:table.pageSize') });
    await expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['10', '25', '50', t('kit:table.all')]);
    await userEvent.selectOptions(select, '25');
    await expect(bodyRows(table)).toHaveLength(25);
    await userEvent.click(canvas.getByRole('button', { name: t('kit:table.next') }));
    await expect(canvas.getByText(shown(26, 50, 250))).toBeVisible();
    await userEvent.selectOptions(select, '50');
    await expect(canvas.getByText(shown(1, 50, 250))).toBeVisible();
    await userEvent.selectOptions(select, 'all');
    await expect(canvas.getByText(shown(1, 250, 250))).toBeVisible();
    await expect(table).toHaveAttribute('aria-rowcount', '251');
  },
};

export const Searching: Story = {
  play: async ({ canvas, userEvent }) => {
    const table = canvas.getByRole('grid', { name: 'Members' });
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search members' }), 'hanoi');
    await waitFor(() => expect(canvas.getByText(shown(1, 10, 28))).toBeVisible());
    for (const row of bodyRows(table)) await expect(row).toHaveTextContent('Hanoi');
  },
};

// @spec bo.errors.label-noDataAvailable chat.errors.text-no-data
export const Empty: Story = {
  args: { data: [], emptyText: 'No members yet' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No members yet')).toBeVisible();
    // An empty list has no range and no pages to turn.
    await expect(canvas.queryByText(shown(0, 0, 0))).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: t('kit:table.next') })).not.toBeInTheDocument();
  },
};

export const NoMatches: Story = {
  play: async ({ canvas, userEvent }) => {
    const search = canvas.getByRole('searchbox', { name: 'Search members' });
    await userEvent.type(search, 'zzz');
    await expect(await canvas.findByText(t('kit:table.noMatch', { query: 'zzz' }))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('kit:table.clearSearch') }));
    await expect(search).toHaveValue('');
    await expect(await canvas.findByText(shown(1, 10, 250))).toBeVisible();
  },
};

const firstCells = (table: HTMLElement, column: number) =>
  bodyRows(table).map((r) => within(r).getAllByRole('gridcell')[column]?.textContent);

/** Money sorts as values (as text, 9,999.00 would come after 10,000.00); the header says how. */
export const SortedByBalance: Story = {
  play: async ({ canvas, userEvent }) => {
    const table = canvas.getByRole('grid', { name: 'Members' });
    const header = within(table).getByRole('columnheader', { name: 'Balance' });
    await userEvent.click(within(header).getByRole('button'));
    await userEvent.click(within(header).getByRole('button'));
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    const amounts = firstCells(table, 3).map((text) => Number(text?.replace(/,/g, '')));
    await expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    await expect(amounts[0]).toBeGreaterThan(99_000);
    await expect(canvas.getByText(shown(1, 10, 250))).toBeVisible();
  },
};

/** The everyday actions are links; the rest wait under More, the destructive one last and apart. */
export const RowActionsMenu: Story = {
  args: { data: rows250.slice(0, 3) },
  play: async ({ canvas, userEvent }) => {
    const row = within(canvas.getByText('member00001').closest('tr') as HTMLElement);
    await expect(row.getByRole('button', { name: 'Open member00001' })).toBeVisible();
    await expect(row.queryByRole('button', { name: 'Close member00001' })).not.toBeInTheDocument();
    await userEvent.click(row.getByRole('button', { name: t('kit:table.moreFor', { name: 'member00001' }) }));
    const menu = await screen.findByRole('menu');
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.getAttribute('aria-label')),
    ).toEqual(['Close member00001']);
    await expect(within(menu).getByRole('menuitem')).toHaveClass('text-red-700');
  },
};

/** On a phone each row is a card: every value beside its column's name, nothing cut off, sorting by a choice. */
export const PhoneCards: Story = {
  args: { data: rows250.slice(0, 4) },
  decorators: [(Story) => <div className="w-[390px]">{Story()}</div>],
  play: async ({ canvas }) => {
    const table = canvas.getByRole('grid', { name: 'Members' });
    await expect(within(table).getByRole('columnheader', { name: 'Balance', hidden: true })).not.toBeVisible();
    await expect(canvas.getByRole('combobox', { name: t('kit:table.sortBy') })).toBeVisible();
    const card = bodyRows(table)[0] as HTMLElement;
    await expect(card.getBoundingClientRect().width).toBeLessThanOrEqual(390);
    for (const cell of within(card).getAllByRole('gridcell')) {
      await expect(cell.scrollWidth).toBeLessThanOrEqual(cell.clientWidth);
      if (cell.dataset.label) await expect(getComputedStyle(cell, '::before').content).toBe(`"${cell.dataset.label}"`);
    }
    await expect(within(card).getByRole('button', { name: 'Open member00001' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { data: [], loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(t('kit:table.loading'));
    await expect(canvas.getByRole('grid', { name: 'Members' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const FiftyThousandRowsVirtualized: Story = {
  args: { data: rows50k, initialPageSize: 'all' },
  play: async ({ canvas, userEvent }) => {
    const table = canvas.getByRole('grid', { name: 'Members' });
    await expect(table).toHaveAttribute('aria-rowcount', '50001');
    await expect(canvas.getByText(shown(1, 50_000, 50_000))).toBeVisible();
    await expect(bodyRows(table).length).toBeLessThan(200);
    const scroller = canvas.getByTestId('data-table-scroll');
    scroller.scrollTop = scroller.scrollHeight / 2;
    await waitFor(() => expect(canvas.getByText('member25000')).toBeInTheDocument());
    await expect(bodyRows(table).length).toBeLessThan(200);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search members' }), 'member4999');
    // member49990 to member49999
    await waitFor(() => expect(canvas.getByText(shown(1, 10, 10))).toBeVisible());
  },
};

export const ExportCsv: Story = {
  args: { exportFileName: 'members.csv' },
  play: async ({ canvas, userEvent }) => {
    const created = spyOn(URL, 'createObjectURL').mockReturnValue('blob:members');
    const click = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    try {
      await userEvent.type(canvas.getByRole('searchbox', { name: 'Search members' }), 'taipei');
      await waitFor(() => expect(canvas.getByText(shown(1, 10, 28))).toBeVisible());
      await userEvent.click(canvas.getByRole('button', { name: t('kit:table.exportCsv') }));
      await expect(click).toHaveBeenCalledTimes(1);
      const csv = await (created.mock.calls[0]?.[0] as Blob).text();
      const lines = csv.trim().split('\r\n');
      // Blob.text() drops the byte-order mark; the header row follows it.
      await expect(lines[0]).toBe('ID,Name,City,Balance');
      // Every filtered row, not only the visible page; money as the raw number a spreadsheet sums.
      await expect(lines).toHaveLength(29);
      await expect(lines.find((line) => line.startsWith('10,'))).toBe('10,member00010,Taipei,71271.79');
    } finally {
      created.mockRestore();
      click.mockRestore();
    }
  },
};

/** The page owns the column choice and remembers it per list (useStoredColumnVisibility). */
function RememberedColumns(props: DataTableProps<DemoRow>) {
  return <DataTable {...props} columnVisibility={useStoredColumnVisibility('story.members')} />;
}

export const ColumnVisibility: Story = {
  args: { toolbar: <Button size="sm">Add</Button> },
  render: (args) => <RememberedColumns {...args} />,
  play: async ({ canvas, userEvent }) => {
    const table = canvas.getByRole('grid', { name: 'Members' });
    await expect(within(table).getByRole('columnheader', { name: 'City' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('kit:table.columns') }));
    const menu = within(document.body);
    await userEvent.click(await menu.findByRole('checkbox', { name: 'City' }));
    await waitFor(() => expect(within(table).queryByRole('columnheader', { name: 'City' })).not.toBeInTheDocument());
    await expect(JSON.parse(localStorage.getItem('table_columns') ?? '{}')).toEqual({
      'story.members': { city: false },
    });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(menu.queryByRole('checkbox', { name: 'City' })).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: 'Add' })).toBeVisible();
  },
};

/**
 * The grid from the keyboard (WAI-ARIA grid): one tab stop, Ctrl+End to the last of 50,000 rows, which
 * is drawn although far from the rows in view, Enter into its actions, Escape back to the cell.
 */
export const KeyboardToTheLastRow: Story = {
  args: { data: rows50k, initialPageSize: 'all' },
  play: async ({ canvas, userEvent }) => {
    const table = canvas.getByRole('grid', { name: 'Members' });
    await userEvent.click(canvas.getByRole('searchbox', { name: 'Search members' }));
    const first = within(table).getByRole('columnheader', { name: 'ID' });
    for (let i = 0; i < 10 && first.ownerDocument.activeElement !== first; i++) await userEvent.tab();
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{Control>}{End}{/Control}');
    const last = () => within(within(table).getByRole('row', { name: /member50000/ })).getAllByRole('gridcell');
    await waitFor(() => expect(last()[4]).toHaveFocus());
    await expect(bodyRows(table).length).toBeLessThan(200);
    await userEvent.keyboard('{Home}{ArrowRight}');
    await expect(last()[1]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Open member50000' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{Escape}');
    await expect(last()[4]).toHaveFocus();
  },
};
