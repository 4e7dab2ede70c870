import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, waitFor, within } from 'storybook/test';
import { appRoutes } from '@/app/router/router';
import { signInAs } from '@mocks/server/story-session';
import { t } from '@/test/translate';
import { MemoryRoutes, memoryRouteTable } from '@/test/harness/memory-routes';

/** The whole app in memory: guard, layout and screens. */
function App({ path }: { path: string }) {
  const [router] = useState(() => memoryRouteTable(appRoutes, { initialEntries: [path] }));
  return <MemoryRoutes table={router} />;
}

/**
 * The demo's front desk (service04, user 32) sees every name on /user masked, and its menu has no
 * history screen: a row's History link still opens that account's history, name masked throughout.
 */
const meta = {
  title: 'Flows/MaskedHistoryLink',
  component: App,
  args: { path: '/user' },
  parameters: { router: false },
  beforeEach: () => {
    signInAs(32);
  },
} satisfies Meta<typeof App>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OpensWithoutTheHistoryMenu: Story = {
  // The history's range and rows depend on "now", so no picture is kept.
  parameters: { snapshot: false },
  play: async ({ userEvent }) => {
    const list = await screen.findByRole('grid', { name: t('accounts:titles.userList') }, { timeout: 5000 });
    const link = await within(list).findByRole('link', { name: `${t('accounts:actions.history')} pl***r01` });
    await userEvent.click(link);

    // The list's own search has a username field too: the history table says the page has changed.
    const results = await screen.findByRole('grid', { name: t('history:table.transactions') });
    await expect(screen.getByRole('textbox', { name: t('history:filters.username') })).toHaveValue('pl***r01');
    await waitFor(() => expect(within(results).getAllByText('pl***r01').length).toBeGreaterThan(0));
    await expect(screen.queryByText(t('common:noAuthority'))).not.toBeInTheDocument();
    await expect(document.body.outerHTML).not.toContain('player01');
  },
};
