import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { expect, screen, waitFor } from 'storybook/test';
import { appRoutes } from '@/app/router/router';
import { handlers } from '@mocks/handlers';
import { replyWith } from '@mocks/server/endpoint';
import { signInAs } from '@mocks/server/story-session';
import { t } from '@/test/translate';
import { MemoryRoutes, memoryRouteTable } from '@/test/harness/memory-routes';

/** The whole app in memory: guards, layout and the session events of spec sections 4 and 8. */
function App({ path }: { path: string }) {
  const [router] = useState(() => memoryRouteTable(appRoutes, { initialEntries: [path] }));
  return <MemoryRoutes table={router} />;
}

const meta = {
  title: 'Flows/SessionEvents',
  component: App,
  args: { path: '/index' },
  parameters: { router: false },
  beforeEach: () => {
    signInAs(1);
  },
} satisfies Meta<typeof App>;
export default meta;
type Story = StoryObj<typeof meta>;

const status = (code: number) =>
  http.post('*/demo-api/api/userMenu/list', () => new HttpResponse(null, { status: code }));

export const SignedIn: Story = {
  play: async () => {
    await expect(await screen.findByRole('navigation', { name: t('shell:sidebar.label') })).toBeVisible();
    await expect(await screen.findByRole('button', { name: /^admin/ })).toBeVisible();
    await expect(await screen.findByText('ADM001')).toBeVisible();
  },
};

// @spec bo.errors.9998 chat.errors.9998
// @code src/lib/api/client.ts src/app/session-bridge.tsx
export const SessionExpired9998: Story = {
  parameters: {
    msw: { handlers: [replyWith('api/userMenu/list', { code: 9998, message: 'Session expired' }), ...handlers] },
  },
  play: async () => {
    await expect(await screen.findByRole('textbox', { name: t('auth:username') })).toBeVisible();
    await waitFor(() => expect(localStorage.getItem('user_token')).toBeNull());
    await expect(localStorage.getItem('role_id')).toBeNull();
  },
};

// @spec bo.errors.token-expired
// @code src/lib/api/client.ts src/app/session-bridge.tsx
export const TokenExpired: Story = {
  parameters: { msw: { handlers: [status(401), ...handlers] } },
  play: async () => {
    await expect(await screen.findByText(t('auth:tokenExpired'))).toBeVisible();
    await expect(await screen.findByRole('textbox', { name: t('auth:username') })).toBeVisible();
    await expect(localStorage.getItem('user_token')).toBeNull();
  },
};

// @spec bo.errors.access-denied
export const AccessDenied: Story = {
  parameters: { msw: { handlers: [status(403), ...handlers] } },
  play: async () => {
    await expect(await screen.findByText(t('failure:errorPage.403'))).toBeVisible();
    await expect(screen.getByRole('button', { name: t('failure:errorPage.goHome') })).toBeEnabled();
  },
};

// @spec bo.errors.label-noAuthority chat.errors.text-insufficient-authority
// @code src/app/router/refused.tsx
export const NoAuthority: Story = {
  args: { path: '/customer_service' },
  beforeEach: () => {
    signInAs(3);
  },
  play: async ({ userEvent }) => {
    const notice = await screen.findByText(t('common:noAuthority'));
    // Resting the pointer keeps the message up, so the picture holds it next to the share code.
    await userEvent.hover(notice);
    await expect(await screen.findByRole('heading', { name: t('common:menu.dashboard') })).toBeVisible();
    await expect(await screen.findByRole('button', { name: /^agent01/ })).toBeVisible();
    await expect(await screen.findByText('AG0103')).toBeVisible();
    await expect(notice).toBeVisible();
  },
};
