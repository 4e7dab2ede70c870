import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { signInAs } from '@mocks/server/story-session';
import SignedInLayout from '@/app/signed-in-layout';
import DashboardPage from '@/features/shell/containers/dashboard-page';

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
      { path: '*', element: <p>Other page</p> },
    ],
  },
  { path: '/login', element: <p>Login page</p> },
];

function Layout({ path }: { path: string }) {
  const [router] = useState(() => createMemoryRouter(routes, { initialEntries: [path] }));
  return <RouterProvider router={router} />;
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

/** The share code arrives after 2 s; waiting for it keeps each story's final picture stable. */
const shareCodeShown = (
  canvas: { findByText: (t: string, o?: object, w?: object) => Promise<HTMLElement> },
  code: string,
) => canvas.findByText(code, {}, { timeout: 4000 });

export const AdminDesktop: Story = {
  play: async ({ canvas }) => {
    const nav = await canvas.findByRole('navigation', { name: 'Main menu' });
    await expect(await within(nav).findByRole('link', { name: 'Agents' })).toBeVisible();
    await expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await expect(await canvas.findByText('Unlimited')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(await canvas.findByText('Welcome back, Administrator')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Share QR code' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Back to top' })).not.toBeInTheDocument();
    await expect(await shareCodeShown(canvas, 'ADM001')).toBeVisible();
  },
};

export const AgentDesktop: Story = {
  beforeEach: () => {
    signInAs(3);
  },
  play: async ({ canvas, userEvent }) => {
    const nav = await canvas.findByRole('navigation', { name: 'Main menu' });
    await expect(await within(nav).findByRole('link', { name: 'Users' })).toBeVisible();
    await expect(within(nav).queryByRole('link', { name: 'Agents' })).not.toBeInTheDocument();
    await expect(await canvas.findByText('1,234,567.89')).toBeVisible();
    await expect(canvas.getByText('5,320.50')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Share QR code' }));
    await expect(await canvas.findByText('QR code page')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Share QR code' })).toBeVisible();
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
    await expect(await canvas.findByText('Welcome back, Golden Agent')).toBeVisible();
    // Under the lg breakpoint the sidebar is an off-canvas drawer behind the menu button.
    await expect(canvas.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Main menu' });
    await expect(within(drawer).getByText('1,234,567.89')).toBeVisible();
    await userEvent.click(await within(drawer).findByRole('link', { name: 'Transaction history' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Main menu' })).not.toBeInTheDocument());
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Transaction history' })).toBeVisible();
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
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Main menu' });
    await expect(await within(drawer).findByRole('link', { name: 'Agents' })).toBeVisible();
    await expect(within(drawer).getByText('Unlimited')).toBeVisible();
    await expect(within(drawer).getByRole('button', { name: 'Close menu' })).toBeVisible();
  },
};

export const CustomerServiceWithoutQr: Story = {
  beforeEach: () => {
    signInAs(4);
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Welcome back, Helpdesk Amy')).toBeVisible();
    await expect(await canvas.findByText('Unlimited')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Share QR code' })).not.toBeInTheDocument();
    await expect(await shareCodeShown(canvas, 'CS0104')).toBeVisible();
  },
};

const writeText = fn(async (_text: string) => {});

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
    await expect(await canvas.findByText('Welcome back, Golden Agent')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Copy share link' }));
    const alert = await screen.findByRole('alertdialog');
    await expect(alert).toHaveTextContent('Copied Success: https://play.example.com/join?a=AG0103');
    await expect(writeText).toHaveBeenCalledWith('https://play.example.com/join?a=AG0103');
    await userEvent.click(within(alert).getByRole('button', { name: 'OK' }));
    await expect(await shareCodeShown(canvas, 'AG0103')).toBeVisible();
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
    await expect(await canvas.findByText('Welcome back, Helpdesk Amy')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Copy share link' }));
    const alert = await screen.findByRole('alertdialog');
    await expect(alert).toHaveTextContent('The link could not be copied. Copy it by hand:');
    await expect(alert).toHaveTextContent('/Signup/CS0104');
    await userEvent.click(within(alert).getByRole('button', { name: 'OK' }));
    await expect(await shareCodeShown(canvas, 'CS0104')).toBeVisible();
  },
};

export const AgentLoginSession: Story = {
  beforeEach: () => {
    signInAs(3, { agentLogin: true });
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /^agent01/ }));
    await expect(await screen.findByRole('menuitem', { name: 'Setting' })).toBeVisible();
    await expect(screen.queryByRole('menuitem', { name: 'Logout' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Setting' }));
    await expect(await canvas.findByText('Personal settings page')).toBeVisible();
    await expect(await shareCodeShown(canvas, 'AG0103')).toBeVisible();
  },
};

export const ThemeDrawerSavesChoice: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Theme settings' }));
    await userEvent.click(await screen.findByRole('radio', { name: 'Teal' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Light' }));
    await expect(JSON.parse(localStorage.getItem('theme') ?? '{}')).toEqual({ sidebar: 'light', primary: '#0d9488' });
    await expect(document.documentElement).toHaveAttribute('data-theme-sidebar', 'light');
    await expect(document.documentElement.style.getPropertyValue('--primary')).toBe('#0d9488');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Theme' })).not.toBeInTheDocument());
    await expect(await shareCodeShown(canvas, 'ADM001')).toBeVisible();
  },
};

export const ScrollToTop: Story = {
  args: { path: '/long' },
  parameters: { snapshot: false },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('Long page')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Back to top' })).not.toBeInTheDocument();
    window.scrollTo({ top: 200 });
    await expect(canvas.queryByRole('button', { name: 'Back to top' })).not.toBeInTheDocument();
    window.scrollTo({ top: 600 });
    const button = await canvas.findByRole('button', { name: 'Back to top' });
    await userEvent.click(button);
    await waitFor(() => expect(window.scrollY).toBe(0));
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Back to top' })).not.toBeInTheDocument());
  },
};

export const RefreshRefetches: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('Unlimited')).toBeVisible();
    const refresh = canvas.getByRole('button', { name: 'Refresh' });
    await userEvent.click(refresh);
    await waitFor(() => expect(refresh).toBeEnabled());
    await expect(await shareCodeShown(canvas, 'ADM001')).toBeVisible();
  },
};

// Last in the file: it ends the demo session that the other stories of this file share.
export const Logout: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /^admin/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    await expect(await canvas.findByText('Login page')).toBeVisible();
    await expect(localStorage.getItem('user_token')).toBeNull();
  },
};
