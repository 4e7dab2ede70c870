import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setTitleCount } from './document-title';
import { usePageTitle } from './use-page-title';
import { t } from '@/test/translate';

function Page({ name, pageKey }: { name: string; pageKey: string }) {
  usePageTitle(name, pageKey);
  return (
    <main>
      <a href="#top">Link</a>
      <h1>{name}</h1>
    </main>
  );
}

const titled = (page: string) => t('common:pageTitle', { page, app: t('common:appName') });

describe('usePageTitle', () => {
  it('names the page in the tab and, on a new page, moves focus to its heading', async () => {
    const { rerender } = render(<Page name="Agents" pageKey="menu.agent" />);
    expect(document.title).toBe(titled('Agents'));
    // The first page of a visit keeps the browser's own start.
    expect(document.body).toHaveFocus();

    screen.getByRole('link').focus();
    rerender(<Page name="Members" pageKey="menu.user" />);
    expect(document.title).toBe(titled('Members'));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Members' })).toHaveFocus());
  });

  it("leaves the focus with the user who moved on before the new page's heading came", async () => {
    const { rerender } = render(<Page name="Agents" pageKey="menu.agent" />);
    rerender(<Page name="Dashboard" pageKey="menu.index" />);
    // Before the heading takes the focus (two frames on), the user presses the link.
    const link = screen.getByRole('link');
    link.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    link.focus();
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 50))));
    expect(link).toHaveFocus();
  });

  it('leaves the focus where it is for the same page under another name (another language)', () => {
    const { rerender } = render(<Page name="Reports" pageKey="menu.sr02" />);
    screen.getByRole('link').focus();
    rerender(<Page name="Laporan" pageKey="menu.sr02" />);
    expect(document.title).toBe(titled('Laporan'));
    expect(screen.getByRole('link')).toHaveFocus();
  });

  it('keeps a count in front of the page name, whichever changes first', () => {
    const { rerender } = render(<Page name="Messages" pageKey="chat/messaging" />);
    setTitleCount((title) => `(3) ${title}`);
    expect(document.title).toBe(`(3) ${titled('Messages')}`);
    rerender(<Page name="Contacts" pageKey="chat/contact" />);
    expect(document.title).toBe(`(3) ${titled('Contacts')}`);
    setTitleCount(null);
    expect(document.title).toBe(titled('Contacts'));
  });
});
