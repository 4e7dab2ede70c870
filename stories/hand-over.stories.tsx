import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, waitFor } from 'storybook/test';
import { appRoutes } from '@/app/router/router';
import { signInAs } from '@mocks/server/story-session';
import { t } from '@/test/translate';
import { MemoryRoutes, memoryRouteTable } from '@/test/harness/memory-routes';

/** The whole app in memory, opened at a hand-over address. */
function App({ path }: { path: string }) {
  const [router] = useState(() => memoryRouteTable(appRoutes, { initialEntries: [path] }));
  return <MemoryRoutes table={router} />;
}

/**
 * A browser that still holds a session the server has ended (its token answers 9998) opens a
 * hand-over link: the session in the link wins, the user lands signed in on the dashboard, and the
 * ended one never sends them to /login. `story-token-4` is service01's live session.
 */
const meta = {
  title: 'Flows/HandOver',
  component: App,
  args: { path: '/WebLogin/story-token-4/4/1' },
  parameters: { router: false },
  beforeEach: () => {
    signInAs(4);
    localStorage.setItem('user_token', 'ended-session');
  },
} satisfies Meta<typeof App>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WebLoginOverEndedSession: Story = {
  play: async () => {
    await expect(
      await screen.findByRole('heading', { name: t('common:menu.dashboard') }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(await screen.findByRole('button', { name: /^service01/ })).toBeVisible();
    // The share code comes last (its answer is slow on purpose): the picture waits for it.
    await expect(await screen.findByText('CS0104', undefined, { timeout: 10_000 })).toBeVisible();
    await expect(localStorage.getItem('user_token')).toBe('story-token-4');
    await expect(localStorage.getItem('user_id')).toBe('4');
    await expect(screen.queryByRole('textbox', { name: t('auth:username') })).not.toBeInTheDocument();
  },
};

export const AgentLoginOverEndedSession: Story = {
  args: { path: '/AgentLogin?agentToken=agent-agent01&agentUsername=agent01' },
  play: async () => {
    await expect(
      await screen.findByRole('heading', { name: t('common:menu.dashboard') }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(await screen.findByRole('button', { name: /^agent01/ })).toBeVisible();
    await expect(await screen.findByText('AG0103', undefined, { timeout: 10_000 })).toBeVisible();
    await waitFor(() => expect(localStorage.getItem('is_agent_login')).toBe('1'));
    await expect(localStorage.getItem('user_id')).toBe('3');
    await expect(screen.queryByRole('textbox', { name: t('auth:username') })).not.toBeInTheDocument();
  },
};
