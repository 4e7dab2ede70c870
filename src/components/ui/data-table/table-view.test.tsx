import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoColumns, demoRows } from '@/test/fixtures/data-table';
import { DataTable } from './data-table';
import { TYPING_PAUSE_MS, type TableView } from './table-view';

const START: TableView = { query: '', sort: null, pageSize: 10, page: 0 };
const data = demoRows(250);

/** A table whose view an owner keeps (as the address does), recording each view handed to it. */
function OwnedTable({ handed, back }: { handed: TableView[]; back?: TableView }) {
  const [view, setView] = useState(START);
  return (
    <>
      <button type="button" onClick={() => back && setView(back)}>
        Back
      </button>
      <DataTable
        data={data}
        columns={demoColumns}
        getRowId={(r) => String(r.id)}
        caption="Members"
        view={[
          view,
          (next) => {
            handed.push(next);
            setView(next);
          },
        ]}
      />
    </>
  );
}

const pause = () =>
  act(async () => {
    vi.advanceTimersByTime(TYPING_PAUSE_MS);
  });
const search = () => screen.getByRole('searchbox', { name: 'Search' });

describe('a table whose owner keeps its view', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());
  const user = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

  it('filters at each keystroke and hands the text on once typing pauses', async () => {
    const handed: TableView[] = [];
    render(<OwnedTable handed={handed} />);
    await user().type(search(), 'MEMBER0002');
    expect(await screen.findByText('1–10 of 10')).toBeInTheDocument();
    expect(handed).toEqual([]);
    await pause();
    expect(handed).toEqual([{ ...START, query: 'MEMBER0002' }]);
    expect(search()).toHaveValue('MEMBER0002');
  });

  it('hands the text on at once when the box is left or Enter is pressed', async () => {
    const handed: TableView[] = [];
    render(<OwnedTable handed={handed} />);
    await user().type(search(), 'MEMBER00{Enter}');
    expect(handed).toEqual([{ ...START, query: 'MEMBER00' }]);
    await user().type(search(), '2');
    await user().tab();
    expect(handed.at(-1)).toEqual({ ...START, query: 'MEMBER002' });
    await pause();
    expect(handed).toHaveLength(2);
  });

  it('hands on a change of page size at once, with the text typed before it', async () => {
    const handed: TableView[] = [];
    render(<OwnedTable handed={handed} />);
    await user().type(search(), 'MEMBER00');
    await user().selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '25');
    expect(handed.at(-1)).toEqual({ ...START, query: 'MEMBER00', pageSize: 25 });
    const count = handed.length;
    await pause();
    expect(handed).toHaveLength(count);
  });

  it('shows the view its owner goes back to, over a text still being typed', async () => {
    const handed: TableView[] = [];
    render(<OwnedTable handed={handed} back={{ ...START, query: 'MEMBER001' }} />);
    await user().type(search(), 'MEMBER0002');
    // As the browser's Back does: the owner's view changes while the box still has the focus.
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(search()).toHaveValue('MEMBER001');
    expect(await screen.findByText('1–10 of 100')).toBeInTheDocument();
    await pause();
    expect(handed).toEqual([]);
  });
});
