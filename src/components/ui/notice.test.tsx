import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { t } from '@/test/translate';

// Each test starts from a page that has not fetched the alert's code yet.
async function freshNotice() {
  vi.resetModules();
  return import('./notice');
}

async function renderAlerting(onClose: () => void) {
  const { NoticeProvider, useNotice } = await freshNotice();
  function Alerting() {
    const notice = useNotice();
    return (
      <button type="button" onClick={() => notice.alert({ message: 'Card saved', tone: 'success', onClose })}>
        Save
      </button>
    );
  }
  render(
    <NoticeProvider>
      <Alerting />
    </NoticeProvider>,
  );
}

afterEach(() => {
  vi.doUnmock('./alert-dialog');
});

describe('NoticeProvider alerts', () => {
  it('shows the alert as a modal dialog once its code has arrived, on its OK button', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    await renderAlerting(onClose);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alertdialog', { name: t('common:alert.successTitle') });
    expect(alert).toHaveTextContent('Card saved');
    const ok = screen.getByRole('button', { name: t('common:actions.ok') });
    await waitFor(() => expect(ok).toHaveFocus());
    await user.click(ok);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
  });

  it('says the message in a toast when the dialog code cannot be fetched (offline)', async () => {
    vi.doMock('./alert-dialog', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    const user = userEvent.setup();
    const onClose = vi.fn();
    await renderAlerting(onClose);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status', { name: '' })).toHaveTextContent('Card saved');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
