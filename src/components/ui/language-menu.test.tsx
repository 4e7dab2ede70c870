import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { tx } from '@/test/translate';

// The menu's code arrives on the first sign of intent; until then a plain button stands in. Each
// test starts from a page that has not loaded it yet and presses the stand-in itself, so the press
// lands before the code does (the worst case).
async function freshLanguageMenu() {
  vi.resetModules();
  return (await import('./language-menu')).LanguageMenu;
}
const languageButton = () => screen.getByRole('button', { name: tx('common:language.label') });
const expectActive = (menu: HTMLElement, name: string) =>
  expect(menu).toHaveAttribute('aria-activedescendant', screen.getByRole('menuitem', { name }).id);

describe('LanguageMenu', () => {
  it('opens on a click made before its code arrived, and a choice is passed on', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const LanguageMenu = await freshLanguageMenu();
    render(<LanguageMenu value="en" onChange={onChange} />);
    const standIn = languageButton();
    expect(standIn).toHaveAttribute('aria-haspopup', 'menu');
    expect(standIn).toHaveAttribute('aria-expanded', 'false');
    await user.click(standIn);
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    expect(languageButton()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menuitem', { name: 'English' })).toHaveAttribute('aria-current', 'true');
    await user.click(screen.getByRole('menuitem', { name: 'Русский' }));
    expect(onChange).toHaveBeenCalledExactlyOnceWith('ru');
  });

  it('opens once for a mouse press and its click, both made before its code arrived', async () => {
    const LanguageMenu = await freshLanguageMenu();
    render(<LanguageMenu value="en" onChange={vi.fn()} />);
    const standIn = languageButton();
    fireEvent.pointerEnter(standIn, { pointerType: 'mouse' });
    fireEvent.pointerDown(standIn, { pointerType: 'mouse', button: 0 });
    fireEvent.pointerUp(standIn, { pointerType: 'mouse', button: 0 });
    fireEvent.click(standIn);
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('menu')).toBeInTheDocument();
  });

  it('keeps the pressed button under the pointer until the press is released, even when its code arrives in between', async () => {
    const LanguageMenu = await freshLanguageMenu();
    render(<LanguageMenu value="en" onChange={vi.fn()} />);
    const standIn = languageButton();
    fireEvent.pointerDown(standIn, { pointerType: 'mouse', button: 0 });
    // The code arrives while the button is held down.
    await act(() => import('./language-menu-popup'));
    expect(standIn).toBeInTheDocument();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    fireEvent.pointerUp(standIn, { pointerType: 'mouse', button: 0 });
    fireEvent.click(standIn);
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    expect(languageButton()).toHaveAttribute('aria-expanded', 'true');
  });

  it.each([
    ['Enter', 'English'],
    [' ', 'English'],
    ['ArrowDown', 'English'],
    ['ArrowUp', 'বাংলা'],
  ])('opens from the keyboard (%j) on the item that key opens on, as the real menu does', async (key, first) => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const LanguageMenu = await freshLanguageMenu();
    render(<LanguageMenu value="ru" onChange={onChange} />);
    const standIn = languageButton();
    standIn.focus();
    expect(fireEvent.keyDown(standIn, { key })).toBe(false); // taken, so no click follows
    expect(standIn).toBeInTheDocument();
    const menu = await screen.findByRole('menu');
    await waitFor(() => expectActive(menu, first));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(languageButton()).toHaveFocus();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('only fetches its code on focus: the focused button stays until a key opens the menu', async () => {
    const user = userEvent.setup();
    const LanguageMenu = await freshLanguageMenu();
    render(<LanguageMenu value="en" onChange={vi.fn()} />);
    const standIn = languageButton();
    await user.tab();
    expect(standIn).toHaveFocus();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(standIn).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    const menu = await screen.findByRole('menu');
    await waitFor(() => expectActive(menu, 'English'));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(languageButton()).toHaveFocus());
    expect(languageButton()).not.toBe(standIn);
  });

  it('is the real menu at once when its code is already there', async () => {
    const user = userEvent.setup();
    const LanguageMenu = await freshLanguageMenu();
    const { unmount } = render(<LanguageMenu value="en" onChange={vi.fn()} />);
    await user.click(languageButton());
    await screen.findByRole('menu');
    unmount();
    render(<LanguageMenu value="en" onChange={vi.fn()} />);
    expect(languageButton().id).toMatch(/^headlessui-menu-button-/);
  });
});
