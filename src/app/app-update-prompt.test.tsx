import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { offerUpdate } from '@/lib/pwa/app-update';
import { t } from '@/test/translate';
import { AppUpdatePrompt } from './app-update-prompt';

describe('AppUpdatePrompt', () => {
  it('shows nothing until a new version waits, then Reload takes it; Close leaves it for the next one', async () => {
    const user = userEvent.setup();
    render(<AppUpdatePrompt />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    const first = vi.fn();
    act(() => offerUpdate(first));
    expect(screen.getByRole('status')).toHaveTextContent(t('failure:routeError.chunkTitle'));
    await user.click(screen.getByRole('button', { name: t('failure:routeError.reload') }));
    expect(first).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: t('common:actions.close') }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    // A later deploy is offered again.
    const second = vi.fn();
    act(() => offerUpdate(second));
    await user.click(screen.getByRole('button', { name: t('failure:routeError.reload') }));
    expect(second).toHaveBeenCalledTimes(1);
  });
});
