import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { tx } from '@/test/translate';
import { LazyDialogSlot } from './lazy-dialog-slot';

// A dialog whose code takes a moment to arrive, as one fetched on first open does.
let arrive: () => void = () => undefined;
const SlowDialog = lazy(
  () =>
    new Promise<{ default: (props: { onClose: () => void }) => React.ReactNode }>((resolve) => {
      arrive = () =>
        resolve({
          default: ({ onClose }) => (
            <div role="dialog" aria-label="Details">
              <button type="button" onClick={onClose}>
                Close
              </button>
            </div>
          ),
        });
    }),
);

function Page() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <LazyDialogSlot open={open}>{open && <SlowDialog onClose={() => setOpen(false)} />}</LazyDialogSlot>
    </>
  );
}

describe('LazyDialogSlot', () => {
  it('dims the page with a loading sign until the code arrives, then gives the focus back on close', async () => {
    const user = userEvent.setup();
    render(<Page />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    expect(screen.getByRole('status', { name: tx('common:loading') })).toBeInTheDocument();
    arrive();
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());
  });
});
