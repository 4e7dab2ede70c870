import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { nextCell } from './grid-navigation';
import { membersGrid } from '@/test/members-grid';

/** Tabs from the search box, through the toolbar, to the grid's one stop. */
async function tabIntoGrid(grid: HTMLElement) {
  await userEvent.click(screen.getByRole('searchbox'));
  const stop = within(grid).getByRole('columnheader', { name: 'ID' });
  for (let i = 0; i < 10 && stop.ownerDocument.activeElement !== stop; i++) await userEvent.tab();
}

/** The row whose aria-rowindex is `n + 1` (the titles row is 1), and one of its cells. */
const row = (grid: HTMLElement, n: number) =>
  within(grid)
    .getAllByRole('row')
    .find((r) => r.getAttribute('aria-rowindex') === String(n + 1))!;
const cell = (grid: HTMLElement, n: number, col: number) => within(row(grid, n)).getAllByRole('gridcell')[col]!;

describe('DataTable keyboard (WAI-ARIA grid)', () => {
  it('is one tab stop whose arrows, Home and End move between cells', async () => {
    const grid = membersGrid(25);
    await tabIntoGrid(grid);
    expect(within(grid).getByRole('columnheader', { name: 'ID' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(cell(grid, 1, 0)).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowDown}');
    expect(cell(grid, 2, 1)).toHaveFocus();
    expect(cell(grid, 2, 1)).toHaveTextContent('member00002');
    await userEvent.keyboard('{End}');
    expect(cell(grid, 2, 4)).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(cell(grid, 2, 0)).toHaveFocus();
    // Tab leaves the grid at once: the rows' links and buttons are not stops of their own.
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Next page' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(cell(grid, 2, 0)).toHaveFocus();
  });

  it('goes into a row actions on Enter, between them with the arrows, and back with Escape', async () => {
    const grid = membersGrid(25);
    await tabIntoGrid(grid);
    await userEvent.keyboard('{ArrowDown}{ArrowRight}{Enter}');
    expect(screen.getByRole('button', { name: 'Open member00001' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Edit member00001' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(cell(grid, 1, 4)).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(within(grid).getAllByRole('columnheader')[4]).toHaveFocus();
  });

  it('keeps the focused row drawn on a virtualized page, to its last row and back', async () => {
    const grid = membersGrid(5000, 'all');
    await tabIntoGrid(grid);
    await userEvent.keyboard('{Control>}{End}{/Control}');
    expect(cell(grid, 5000, 4)).toHaveFocus();
    expect(within(grid).getAllByRole('row').length).toBeLessThan(200);
    await userEvent.keyboard('{Home}');
    expect(cell(grid, 5000, 0)).toHaveTextContent('5000');
    expect(cell(grid, 5000, 0)).toHaveFocus();
    await userEvent.keyboard('{Control>}{Home}{/Control}');
    expect(within(grid).getByRole('columnheader', { name: 'ID' })).toHaveFocus();
  });

  it('sorts from the keyboard: Enter into the title, Enter on its button', async () => {
    const grid = membersGrid(25);
    await tabIntoGrid(grid);
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{Enter}{Enter}');
    expect(within(grid).getByRole('columnheader', { name: 'Balance' })).toHaveAttribute('aria-sort', 'ascending');
  });
});

describe('nextCell', () => {
  const size = { rows: 100, cols: 5, header: true, pageRows: 10 };
  const key = (k: string, ctrlKey = false) => ({ key: k, ctrlKey, metaKey: false });

  it('stops at the edges instead of wrapping', () => {
    expect(nextCell({ row: -1, col: 0 }, key('ArrowUp'), size)).toEqual({ row: -1, col: 0 });
    expect(nextCell({ row: 99, col: 4 }, key('ArrowDown'), size)).toEqual({ row: 99, col: 4 });
    expect(nextCell({ row: 3, col: 0 }, key('ArrowLeft'), size)).toEqual({ row: 3, col: 0 });
  });

  it('pages by the rows in view, the header being a stop of its own', () => {
    expect(nextCell({ row: -1, col: 2 }, key('PageDown'), size)).toEqual({ row: 0, col: 2 });
    expect(nextCell({ row: 0, col: 2 }, key('PageDown'), size)).toEqual({ row: 10, col: 2 });
    expect(nextCell({ row: 95, col: 2 }, key('PageDown'), size)).toEqual({ row: 99, col: 2 });
    expect(nextCell({ row: 5, col: 2 }, key('PageUp'), size)).toEqual({ row: 0, col: 2 });
    expect(nextCell({ row: 0, col: 2 }, key('PageUp'), size)).toEqual({ row: -1, col: 2 });
  });

  it('starts at the first row when the titles are hidden, and reads Left and Right by the direction', () => {
    const cards = { ...size, header: false };
    expect(nextCell({ row: 0, col: 1 }, key('ArrowUp'), cards)).toEqual({ row: 0, col: 1 });
    expect(nextCell({ row: 4, col: 1 }, key('Home', true), cards)).toEqual({ row: 0, col: 0 });
    expect(nextCell({ row: 4, col: 1 }, key('ArrowLeft'), size, true)).toEqual({ row: 4, col: 2 });
    expect(nextCell({ row: 4, col: 1 }, key('x'), size)).toBeNull();
  });
});
