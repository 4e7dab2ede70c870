import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useStoredColumnLayout } from '@/lib/use-stored-column-layout';
import { DataTable } from './data-table';
import { demoColumns, demoRows } from '@/test/fixtures/data-table';

function Remembered() {
  return (
    <DataTable
      data={demoRows(5)}
      columns={demoColumns}
      getRowId={(r) => String(r.id)}
      caption="Members"
      columnLayout={useStoredColumnLayout('test.layout')}
    />
  );
}

const titles = () => screen.getAllByRole('columnheader').map((h) => h.textContent);
const firstRowCells = () =>
  within(screen.getAllByRole('row')[1]!)
    .getAllByRole('gridcell')
    .map((c) => c.getAttribute('data-column-id'));

describe('DataTable columns as staff leave them', () => {
  // The chooser's code comes on the first press; loaded here, its first (slow) transform counts against no test.
  beforeAll(() => import('./column-menu-popover'), 60_000);
  beforeEach(() => localStorage.clear());

  it('moves a column from the chooser and from its title, rows following, and remembers it', async () => {
    const view = render(<Remembered />);
    await userEvent.click(screen.getByRole('button', { name: 'Columns' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Move City left' }));
    expect(titles()).toEqual(['ID', 'City', 'Name', 'Balance', 'Actions']);
    expect(firstRowCells()).toEqual(['id', 'city', 'name', 'balance', 'actions']);
    expect(screen.getByRole('button', { name: 'Move ID left' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    fireEvent.keyDown(within(screen.getByRole('columnheader', { name: 'ID' })).getByRole('button'), {
      key: 'ArrowRight',
      altKey: true,
      shiftKey: true,
    });
    expect(titles()).toEqual(['City', 'ID', 'Name', 'Balance', 'Actions']);
    view.unmount();
    render(<Remembered />);
    expect(titles()).toEqual(['City', 'ID', 'Name', 'Balance', 'Actions']);
  });

  it('resizes a column from the keyboard on its edge and restores everything on Reset columns', async () => {
    render(<Remembered />);
    const edge = screen.getByRole('separator', { name: 'Resize column Name' });
    // jsdom lays nothing out: the column reports the smallest width.
    expect(edge).toHaveAttribute('aria-valuenow', '60');
    edge.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(edge).toHaveAttribute('aria-valuenow', '92');
    await userEvent.keyboard('{ArrowLeft}');
    expect(edge).toHaveAttribute('aria-valuenow', '76');
    await userEvent.click(screen.getByRole('button', { name: 'Columns' }));
    await userEvent.click(await screen.findByRole('checkbox', { name: 'City' }));
    await userEvent.click(screen.getByRole('button', { name: 'Move Balance left' }));
    expect(titles()).toEqual(['ID', 'Balance', 'Name', 'Actions']);
    await userEvent.click(screen.getByRole('button', { name: 'Reset columns' }));
    expect(titles()).toEqual(['ID', 'Name', 'City', 'Balance', 'Actions']);
    expect(screen.getByRole('separator', { name: 'Resize column Name' })).toHaveAttribute('aria-valuenow', '60');
  });
});
