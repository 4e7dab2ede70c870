import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useStoredColumnVisibility } from '@/lib/use-stored-column-visibility';
import { DataTable } from './data-table';
import { csvCell, toCsv } from './csv';
import { demoColumns, demoRows } from '@/test/fixtures/data-table';
import { membersGrid } from '@/test/members-grid';

const bodyRows = () =>
  within(screen.getByRole('grid', { name: 'Members' }))
    .getAllByRole('row')
    .filter((r) => r.getAttribute('aria-rowindex') !== '1');

describe('DataTable', () => {
  it('offers the page sizes its screen names', async () => {
    render(
      <DataTable
        data={demoRows(60)}
        columns={demoColumns}
        getRowId={(r) => String(r.id)}
        caption="Members"
        initialPageSize={25}
        pageSizes={[25, 50, 'all']}
      />,
    );
    const size = screen.getByRole('combobox', { name: 'Rows per page' });
    expect(
      within(size)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['25', '50', 'All']);
    expect(bodyRows()).toHaveLength(25);
    await userEvent.selectOptions(size, 'all');
    expect(bodyRows()).toHaveLength(60);
  });

  it('pages 10 rows at a time with a translated range', async () => {
    membersGrid(250);
    expect(bodyRows()).toHaveLength(10);
    expect(screen.getByText('1–10 of 250')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByText('11–20 of 250')).toBeInTheDocument();
  });

  it('filters over every searchable column and resets to the first page', async () => {
    membersGrid(250);
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'MEMBER0002');
    expect(await screen.findByText('1–10 of 10')).toBeInTheDocument();
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search' }));
    expect(await screen.findByText('1–10 of 250')).toBeInTheDocument();
  });

  it('keeps fewer than 200 rows in the DOM for 50,000 rows with All', () => {
    membersGrid(50_000, 'all');
    expect(screen.getByRole('grid', { name: 'Members' })).toHaveAttribute('aria-rowcount', '50001');
    const count = bodyRows().length;
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThan(200);
  });

  it('shows the empty text', () => {
    membersGrid(0);
    expect(screen.getByText('No data available')).toBeInTheDocument();
  });

  it('hides a column through the column menu when the caller owns visibility', async () => {
    function Owned() {
      return (
        <DataTable
          data={demoRows(5)}
          columns={demoColumns}
          getRowId={(r) => String(r.id)}
          caption="Members"
          columnVisibility={useStoredColumnVisibility('test.members')}
        />
      );
    }
    const view = render(<Owned />);
    await userEvent.click(screen.getByRole('button', { name: 'Columns' }));
    await userEvent.click(await screen.findByRole('checkbox', { name: 'City' }));
    expect(screen.queryByRole('columnheader', { name: 'City' })).not.toBeInTheDocument();
    view.unmount();
    // Remembered per list: the same list mounted again keeps City hidden.
    render(<Owned />);
    expect(screen.queryByRole('columnheader', { name: 'City' })).not.toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Name' })).toBeInTheDocument();
  });

  it('offers no column menu when the caller does not own visibility', () => {
    membersGrid(5);
    expect(screen.queryByRole('button', { name: 'Columns' })).not.toBeInTheDocument();
  });
});

describe('csv', () => {
  it('quotes, keeps numbers and defuses formulas', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('-12.50')).toBe('-12.50');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell(null)).toBe('');
    expect(toCsv(['A'], [[1], [2]])).toBe('\uFEFFA\r\n1\r\n2\r\n');
  });
});

describe('DataTable sorting', () => {
  const ids = () => bodyRows().map((r) => within(r).getAllByRole('gridcell')[0]?.textContent);

  it('sorts money as values, then descending, then back to the server order', async () => {
    const rows = [
      { id: 1, name: 'a', city: 'x', balance: '900.5' },
      { id: 2, name: 'b', city: 'x', balance: '10000' },
      { id: 3, name: 'c', city: 'x', balance: '-25' },
      { id: 4, name: 'd', city: 'x', balance: '' },
    ];
    render(<DataTable data={rows} columns={demoColumns} getRowId={(r) => String(r.id)} caption="Members" />);
    const header = screen.getByRole('columnheader', { name: 'Balance' });
    expect(header).not.toHaveAttribute('aria-sort');
    await userEvent.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    // As text "10000" would come before "900.5"; empty values go last in both directions.
    expect(ids()).toEqual(['3', '1', '2', '4']);
    await userEvent.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(ids()).toEqual(['2', '1', '3', '4']);
    await userEvent.click(within(header).getByRole('button'));
    expect(header).not.toHaveAttribute('aria-sort');
    expect(ids()).toEqual(['1', '2', '3', '4']);
  });

  it('sorts text with numbers in it as a reader expects and offers no sort on the actions column', async () => {
    membersGrid(12);
    await userEvent.click(within(screen.getByRole('columnheader', { name: 'Name' })).getByRole('button'));
    await userEvent.click(within(screen.getByRole('columnheader', { name: 'Name' })).getByRole('button'));
    expect(ids().slice(0, 3)).toEqual(['12', '11', '10']);
    expect(within(screen.getByRole('columnheader', { name: 'Actions' })).queryByRole('button')).toBeNull();
  });

  it('sorts from the phone-width choice as well, and goes back to page 1', async () => {
    membersGrid(30);
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'ID, descending');
    expect(ids()[0]).toBe('30');
    expect(screen.getByText('1–10 of 30')).toBeInTheDocument();
  });
});

describe('DataTable empty states', () => {
  it('says why a search found nothing and clears it, without a 0-0 range', async () => {
    membersGrid(5);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'zzz');
    expect(await screen.findByText('No rows match “zzz”.')).toBeInTheDocument();
    expect(screen.queryByText(/0–0/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next page' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(bodyRows()).toHaveLength(5);
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
  });
});
