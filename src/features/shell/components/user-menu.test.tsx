import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { UserMenu } from './user-menu';

// jsdom has no ResizeObserver; Headless UI's menus watch their anchor with one.
beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

describe('UserMenu', () => {
  it('offers Setting and Logout in a normal session', async () => {
    const onLogout = vi.fn();
    render(<UserMenu username="admin" roleId={1} canLogout onSetting={vi.fn()} onLogout={onLogout} />);
    await userEvent.click(screen.getByRole('button', { name: /^admin/ }));
    expect(await screen.findByRole('menu')).toHaveTextContent('Administrator');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Logout' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('hides Logout for a session started as an agent login', async () => {
    render(<UserMenu username="agent01" roleId={2} canLogout={false} onSetting={vi.fn()} onLogout={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: /^agent01/ }));
    expect(await screen.findByRole('menuitem', { name: 'Setting' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Logout' })).not.toBeInTheDocument();
  });
});
