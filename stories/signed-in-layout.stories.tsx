import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type RouteObject } from 'react-router';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { db } from '@mocks/db/store';
import { handlers } from '@mocks/handlers';
import { recordCalls } from '@mocks/server/record-calls';
import { signInAs } from '@mocks/server/story-session';
import SignedInLayout from '@/app/signed-in-layout';
import { env } from '@/config/env';
import DashboardPage from '@/features/shell/containers/dashboard-page';
import { shareLink } from '@/lib/links/share-link';
import { t } from '@/test/translate';
import { MemoryRoutes, memoryRouteTable } from '@/test/harness/memory-routes';

/** A long page whose last control sits at the bottom right, where the back-to-top button floats. */
function PagedPage() {
  const { t: tr } = useTranslation(['common', 'kit']);
  return (
    <div className="flex h-[2400px] flex-col justify-end">
      <div className="flex justify-end">
        <button type="button" className="rounded-md border border-slate-300 px-3 py-2 text-sm">
          {tr('kit:table.next')}
        </button>
      </div>
    </div>
  );
}

const routes: RouteObject[] = [
  {
    element: <SignedInLayout />,
    children: [
      { path: '/index', handle: { title: 'menu.dashboard' }, element: <DashboardPage /> },
      { path: '/agent', handle: { title: 'menu.agent' }, element: <p>Agent list</p> },
      { path: '/transaction/list', handle: { title: 'menu.transaction_list' }, element: <p>History page</p> },
      { path: '/setup/self', handle: { title: 'menu.self_setting' }, element: <p>Personal settings page</p> },
      { path: '/shareQRCode', handle: { title: 'menu.share_qrcode' }, element: <p>QR code page</p> },
      {
        path: '/long',
        handle: { title: 'menu.transaction_list' },
        element: <div className="h-[2400px]">Long page</div>,
      },
      { path: '/paged', handle: { title: 'menu.transaction_list' }, element: <PagedPage /> },
      { path: '*', element: <p>Other page</p> },
    ],
  },
  { path: '/login', element: <p>Login page</p> },
];

function Layout({ path }: { path: string }) {
  const [router] = useState(() => memoryRouteTable(routes, { initialEntries: [path] }));
  return <MemoryRoutes table={router} />;
}

const meta = {
  title: 'Flows/SignedInLayout',
  component: Layout,
  args: { path: '/index' },
  parameters: { router: false },
  beforeEach: () => {
    signInAs(1);
  },
} satisfies Meta<typeof Layout>;
export default meta;
type Story = StoryObj<typeof meta>;

const welcome = (name: string) => t('shell:dashboard.welcome', { name });
const mainMenu = () => t('shell:sidebar.label');

/** The share code arrives after 2 s; waiting for it keeps each story's final picture stable. */
const shareCodeShown = (
  canvas: { findByText: (t: string, o?: object, w?: object) => Promise<HTMLElement> },
  code: string,
) => canvas.findByText(code);

export const AdminDesktop: Story = {
  play: async ({ canvas }) => {
    const nav = await canvas.findByRole('navigation', { name: mainMenu() });
    await expect(await within(nav).findByRole('link', { name: t('common:menu.agent') })).toBeVisible();
    await expect(within(nav).getByRole('link', { name: t('common:menu.dashboard') })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(await canvas.findByText(t('common:unlimited'))).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: t('common:menu.dashboard') })).toBeVisible();
    await expect(await canvas.findByText(welcome('Administrator'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('shell:toolbar.qrCode') })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('shell:scrollTop') })).not.toBeInTheDocument();
    await expect(await shareCodeShown(canvas, 'ADM001')).toBeVisible();
  },
};

export const AgentDesktop: Story = {
  beforeEach: () => {
    signInAs(3);
  },
  play: async ({ canvas, userEvent }) => {
    const nav = await canvas.findByRole('navigation', { name: mainMenu() });
    await expect(await within(nav).findByRole('link', { name: t('common:menu.user') })).toBeVisible();
    await expect(within(nav).queryByRole('link', { name: t('common:menu.agent') })).not.toBeInTheDocument();
    await expect(await canvas.findByText('1,234,567.89')).toBeVisible();
    await expect(canvas.getByText('5,320.50')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('shell:toolbar.qrCode') }));
    await expect(await canvas.findByText('QR code page')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: t('common:menu.share_qrcode') })).toBeVisible();
    await expect(await shareCodeShown(canvas, 'AG0103')).toBeVisible();
  },
};

export const AgentPhone: Story = {
  beforeEach: () => {
    signInAs(3);
  },
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  decorators: [(Story) => <div className="mx-auto w-[390px] border-x border-slate-200">{Story()}</div>],
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText(welcome('Golden Agent'))).toBeVisible();
    // Under the lg breakpoint the sidebar is an off-canvas drawer behind the menu button.
    await expect(canvas.queryByRole('navigation', { name: mainMenu() })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: t('shell:toolbar.openMenu') }));
    const drawer = await screen.findByRole('dialog', { name: mainMenu() });
    await expect(within(drawer).getByText('1,234,567.89')).toBeVisible();
    await userEvent.click(await within(drawer).findByRole('link', { name: t('common:menu.transaction_list') }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: mainMenu() })).not.toBeInTheDocument());
    await expect(
      await canvas.findByRole('heading', { level: 1, name: t('common:menu.transaction_list') }),
    ).toBeVisible();
    await expect(await shareCodeShown(canvas, 'AG0103')).toBeVisible();
  },
};

export const PhoneMenuOpen: Story = {
  beforeEach: () => {
    signInAs(1);
  },
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  decorators: [(Story) => <div className="mx-auto w-[390px] border-x border-slate-200">{Story()}</div>],
  play: async ({ canvas, userEvent }) => {
    await expect(await shareCodeShown(canvas, 'ADM001')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('shell:toolbar.openMenu') }));
    const drawer = await screen.findByRole('dialog', { name: mainMenu() });
    await expect(await within(drawer).findByRole('link', { name: t('common:menu.agent') })).toBeVisible();
    await expect(within(drawer).getByText(t('common:unlimited'))).toBeVisible();
    await expect(within(drawer).getByRole('button', { name: t('shell:toolbar.closeMenu') })).toBeVisible();
  },
};

export const CustomerServiceWithoutQr: Story = {
  beforeEach: () => {
    signInAs(4);
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(welcome('Helpdesk Amy'))).toBeVisible();
    await expect(await canvas.findByText(t('common:unlimited'))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('shell:toolbar.qrCode') })).not.toBeInTheDocument();
    await expect(await shareCodeShown(canvas, 'CS0104')).toBeVisible();
  },
};

const writeText = fn(async (_text: string) => {});

// @spec bo.errors.success-copied
export const CopyShareLink: Story = {
  beforeEach: () => {
    signInAs(3);
    writeText.mockClear();
    const original = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    return () => {
      if (original) Object.defineProperty(navigator, 'clipboard', original);
      else delete (navigator as { clipboard?: unknown }).clipboard;
    };
  },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText(welcome('Golden Agent'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('shell:toolbar.copyShareLink') }));
    // A toast, not a dialog to dismiss: nothing needs answering.
    const done = await screen.findByText(t('shell:share.copied', { link: 'https://play.example.com/join?a=AG0103' }));
    // Resting the pointer keeps it up until the picture is taken.
    await userEvent.hover(done);
    await expect(done).toHaveAttribute('role', 'status');
    await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await expect(writeText).toHaveBeenCalledWith('https://play.example.com/join?a=AG0103');
    await expect(await shareCodeShown(canvas, 'AG0103')).toBeVisible();
    await expect(done).toBeVisible();
  },
};

export const CopyShareLinkFails: Story = {
  beforeEach: () => {
    signInAs(4);
    const original = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: () => Promise.reject(new DOMException('Denied', 'NotAllowedError')) },
    });
    return () => {
      if (original) Object.defineProperty(navigator, 'clipboard', original);
      else delete (navigator as { clipboard?: unknown }).clipboard;
    };
  },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText(welcome('Helpdesk Amy'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('shell:toolbar.copyShareLink') }));
    const alert = await screen.findByRole('alertdialog');
    const link = shareLink({ code: 'CS0104', defaultDomain: env.defaultShareDomain });
    await expect(alert).toHaveTextContent(t('shell:share.copyFailed', { link }));
    await expect(alert).toHaveTextContent('/Signup/CS0104');
    await userEvent.click(within(alert).getByRole('button', { name: t('common:actions.ok') }));
    await expect(await shareCodeShown(canvas, 'CS0104')).toBeVisible();
  },
};

export const AgentLoginSession: Story = {
  beforeEach: () => {
    signInAs(3, { agentLogin: true });
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /^agent01/ }));
    await expect(await screen.findByRole('menuitem', { name: t('shell:user.setting') })).toBeVisible();
    await expect(screen.queryByRole('menuitem', { name: t('shell:user.logout') })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('menuitem', { name: t('shell:user.setting') }));
    await expect(await canvas.findByText('Personal settings page')).toBeVisible();
    // The sidebar opens the group of the page reached from the user menu and marks it.
    const nav = canvas.getByRole('navigation', { name: t('shell:sidebar.label') });
    await expect(
      await within(nav).findByRole('link', { name: t('common:menu.self_setting'), current: 'page' }),
    ).toBeVisible();
    await expect(await shareCodeShown(canvas, 'AG0103')).toBeVisible();
    // The keyboard starts from the new page's heading, not from the menu that led there.
    const heading = canvas.getByRole('heading', { level: 1, name: t('common:menu.self_setting') });
    await waitFor(() => expect(heading).toHaveFocus());
  },
};

export const ThemeDrawerSavesChoice: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: t('shell:toolbar.theme') }));
    await userEvent.click(await screen.findByRole('radio', { name: t('shell:theme.colors.teal') }));
    await userEvent.click(screen.getByRole('radio', { name: t('shell:theme.light') }));
    await expect(JSON.parse(localStorage.getItem('theme') ?? '{}')).toEqual({ sidebar: 'light', primary: '#0d9488' });
    await expect(document.documentElement).toHaveAttribute('data-theme-sidebar', 'light');
    await expect(document.documentElement.style.getPropertyValue('--primary')).toBe('#0d9488');
    await userEvent.click(screen.getByRole('button', { name: t('common:actions.close') }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: t('shell:theme.title') })).not.toBeInTheDocument());
    // The focus goes back to the button that opened the drawer (a frame or two after it closes).
    await waitFor(() => expect(canvas.getByRole('button', { name: t('shell:toolbar.theme') })).toHaveFocus());
    await expect(await shareCodeShown(canvas, 'ADM001')).toBeVisible();
  },
};

export const ScrollToTop: Story = {
  args: { path: '/long' },
  parameters: { snapshot: false },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('Long page')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('shell:scrollTop') })).not.toBeInTheDocument();
    window.scrollTo({ top: 200 });
    await expect(canvas.queryByRole('button', { name: t('shell:scrollTop') })).not.toBeInTheDocument();
    window.scrollTo({ top: 600 });
    const button = await canvas.findByRole('button', { name: t('shell:scrollTop') });
    await userEvent.click(button);
    await waitFor(() => expect(window.scrollY).toBe(0));
    await waitFor(() => expect(canvas.queryByRole('button', { name: t('shell:scrollTop') })).not.toBeInTheDocument());
  },
};

const userViewCalls = recordCalls('api/user/view');

/** Refresh asks the server again: the changed nickname shows without reloading the page. */
export const RefreshRefetches: Story = {
  beforeEach: () => {
    userViewCalls.calls.length = 0;
  },
  parameters: { msw: { handlers: [userViewCalls.handler, ...handlers] } },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText(welcome('Administrator'))).toBeVisible();
    await expect(await canvas.findByText(t('common:unlimited'))).toBeVisible();
    await expect(await shareCodeShown(canvas, 'ADM001')).toBeVisible();
    const before = userViewCalls.calls.length;
    await expect(before).toBeGreaterThan(0);
    // The account changes on the server while the page is open.
    db.update((state) => {
      const admin = state.users.find((u) => u.id === 1);
      if (admin) admin.nickname = 'Night Desk';
    });
    const refresh = canvas.getByRole('button', { name: t('shell:pageHeader.refresh') });
    await userEvent.click(refresh);
    await expect(await canvas.findByText(welcome('Night Desk'))).toBeVisible();
    await expect(canvas.queryByText(welcome('Administrator'))).not.toBeInTheDocument();
    await expect(userViewCalls.calls.length).toBeGreaterThan(before);
    await expect(userViewCalls.calls.at(-1)).toEqual(expect.objectContaining({ id: 1 }));
    await waitFor(() => expect(refresh).toBeEnabled());
  },
};

// Ends the demo session; the stories after it sign in again, so a late answer about the ended session must not end theirs.
export const Logout: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /^admin/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: t('shell:user.logout') }));
    await expect(await canvas.findByText('Login page')).toBeVisible();
    await expect(localStorage.getItem('user_token')).toBeNull();
  },
};

/** The first Tab shows the skip link; Enter moves focus past the sidebar and toolbar to the page. */
export const SkipToMainContent: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText(welcome('Administrator'))).toBeVisible();
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: t('shell:skipToMain') });
    await expect(skip).toHaveFocus();
    await expect(skip).toBeVisible();
    await expect(skip.getBoundingClientRect().width).toBeGreaterThan(1);
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('main').contains(document.activeElement)).toBe(true);
    await expect(await shareCodeShown(canvas, 'ADM001')).toBeVisible();
  },
};

/** The desktop sidebar collapses to icons, says so with aria-expanded, and is remembered on this device. */
export const SidebarCollapsed: Story = {
  play: async ({ canvas, userEvent }) => {
    const nav = await canvas.findByRole('navigation', { name: mainMenu() });
    await within(nav).findByRole('link', { name: t('common:menu.agent') });
    const collapse = canvas.getByRole('button', { name: t('shell:sidebar.collapse') });
    await expect(collapse).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(collapse);
    const expand = canvas.getByRole('button', { name: t('shell:sidebar.expand') });
    await expect(expand).toHaveAttribute('aria-expanded', 'false');
    await expect(localStorage.getItem('sidebar_collapsed')).toBe('1');
    await expect(within(nav).getByRole('link', { name: t('common:menu.agent') })).toHaveAttribute(
      'title',
      t('common:menu.agent'),
    );
    await expect(await shareCodeShown(canvas, 'ADM001')).toBeVisible();
  },
};

/** A collapsed sidebar stays collapsed when the app opens again; expanding is remembered too. */
export const SidebarCollapsedRemembered: Story = {
  beforeEach: () => {
    signInAs(1);
    localStorage.setItem('sidebar_collapsed', '1');
  },
  play: async ({ canvas, userEvent }) => {
    const expand = await canvas.findByRole('button', { name: t('shell:sidebar.expand') });
    await expect(expand).toHaveAttribute('aria-expanded', 'false');
    await expect(await canvas.findByRole('link', { name: t('common:menu.dashboard') })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(await shareCodeShown(canvas, 'ADM001')).toBeVisible();
    await userEvent.click(expand);
    await expect(canvas.getByRole('button', { name: t('shell:sidebar.collapse') })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(localStorage.getItem('sidebar_collapsed')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: t('shell:sidebar.collapse') }));
  },
};

/** The phone toolbar keeps its choices in one labelled menu. */
export const PhoneToolbarMenu: Story = {
  beforeEach: () => {
    signInAs(3);
  },
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  decorators: [(Story) => <div className="mx-auto w-[390px] border-x border-slate-200">{Story()}</div>],
  play: async ({ canvas, userEvent }) => {
    await expect(await shareCodeShown(canvas, 'AG0103')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('shell:toolbar.copyShareLink') })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: t('shell:toolbar.more') }));
    await expect(await screen.findByRole('menuitem', { name: t('shell:toolbar.copyShareLink') })).toBeVisible();
    await expect(screen.getByRole('menuitem', { name: t('shell:toolbar.theme') })).toBeVisible();
  },
};

/** Scrolled to the bottom, the back-to-top button steps aside instead of covering the page's Next button. */
export const ScrollTopStepsAsideForControls: Story = {
  args: { path: '/paged' },
  parameters: { snapshot: false },
  play: async ({ canvas, userEvent }) => {
    const next = await canvas.findByRole('button', { name: t('kit:table.next') });
    window.scrollTo({ top: 600 });
    await expect(await canvas.findByRole('button', { name: t('shell:scrollTop') })).toBeVisible();
    window.scrollTo({ top: document.documentElement.scrollHeight });
    await waitFor(() => expect(canvas.queryByRole('button', { name: t('shell:scrollTop') })).not.toBeInTheDocument());
    const box = next.getBoundingClientRect();
    await expect(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)).toBe(next);
    await userEvent.click(next);
    window.scrollTo({ top: 600 });
    await expect(await canvas.findByRole('button', { name: t('shell:scrollTop') })).toBeVisible();
  },
};
