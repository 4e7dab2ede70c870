import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { t } from '@/test/translate';
import { AlertDialog } from './alert-dialog';
import { ConfirmDialog } from './confirm-dialog';

/** A confirmation whose call fails: it closes and an error alert opens in the same moment. */
function FailingConfirmation() {
  const [step, setStep] = useState<'idle' | 'confirm' | 'alert'>('idle');
  return (
    <>
      <button type="button" onClick={() => setStep('confirm')}>
        More
      </button>
      <ConfirmDialog
        open={step === 'confirm'}
        onOpenChange={() => setStep('idle')}
        title="Freeze?"
        message="The account is frozen."
        confirmLabel="Freeze"
        onConfirm={() => setStep('alert')}
      />
      <AlertDialog open={step === 'alert'} onOpenChange={() => setStep('idle')} message="Locked" tone="error" />
    </>
  );
}

describe('a dialog open on top', () => {
  it('keeps the focus when the dialog it replaced gives the focus back late', async () => {
    const user = userEvent.setup();
    render(<FailingConfirmation />);
    const more = screen.getByRole('button', { name: 'More' });
    await user.click(more);
    await user.click(await screen.findByRole('button', { name: 'Freeze' }));
    const ok = await screen.findByRole('button', { name: t('common:actions.ok') });
    await waitFor(() => expect(ok).toHaveFocus());
    // The closed confirmation returning focus to the control that opened it, after the alert took it.
    act(() => more.focus());
    expect(ok).toHaveFocus();
    await user.click(ok);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    // Once nothing is open, focus goes wherever the page sends it.
    act(() => more.focus());
    expect(more).toHaveFocus();
  });
});
