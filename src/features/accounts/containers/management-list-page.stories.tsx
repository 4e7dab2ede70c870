import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { seedBigList } from '@mocks/db/big-list';
import { db } from '@mocks/db/store';
import { handlers } from '@mocks/handlers';
import { networkErrorFor, ok, replyWith } from '@mocks/server/endpoint';
import { signInAs } from '@mocks/server/story-session';
import { ManagementListAt } from './list-route-fixture';

const meta = {
  title: 'Accounts/ManagementListPage',
  component: ManagementListAt,
  args: { path: '/user' },
  parameters: { router: false, layout: 'padded' },
} satisfies Meta<typeof ManagementListAt>;
export default meta;
type Story = StoryObj<typeof meta>;

const ADMIN = 1;
const AGENT = 3;
// The first answer may take a while when many stories run at once.
const slow = { timeout: 8000 };
const table = (name: string) => screen.findByRole('table', { name }, slow);
const headers = (t: HTMLElement) =>
  within(t)
    .getAllByRole('columnheader')
    .map((h) => h.textContent);

export const Loading: Story = {
  beforeEach: () => void signInAs(ADMIN),
  parameters: {
    msw: { handlers: [replyWith('api/user/list', ok([]), { delayMs: 'infinite' }), ...handlers] },
    snapshot: false,
  },
  play: async () => {
    const t = await table('User list');
    await expect(await within(t).findByRole('status', {}, slow)).toHaveTextContent('Loading…');
  },
};

export const Empty: Story = {
  beforeEach: () => void signInAs(ADMIN),
  parameters: { msw: { handlers: [replyWith('api/user/list', ok([])), ...handlers] } },
  play: async () => {
    const t = await table('User list');
    await expect(await within(t).findByText('No data available', {}, slow)).toBeVisible();
  },
};

export const LoadError: Story = {
  beforeEach: () => void signInAs(ADMIN),
  parameters: { msw: { handlers: [networkErrorFor('api/user/list'), ...handlers] } },
  play: async () => {
    await expect(await screen.findByText(/could not be reached/, {}, { timeout: 5000 })).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** agent01 on /user: encryption_username applies, so non-sub usernames show as first 2, ***, last 3. */
export const Masked: Story = {
  beforeEach: () => void signInAs(AGENT),
  play: async () => {
    const t = await table('User list');
    await expect(await within(t).findByText('pl***r01', {}, slow)).toBeVisible();
    await expect(within(t).queryByText('player01')).not.toBeInTheDocument();
  },
};

export const SearchingUnmasks: Story = {
  beforeEach: () => void signInAs(AGENT),
  play: async () => {
    const t = await table('User list');
    await within(t).findByText('pl***r01', {}, slow);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Filter this list' }), 'player1');
    await expect(await within(t).findByText('player10', {}, slow)).toBeVisible();
    await waitFor(() => expect(screen.getByText('1–10 of 10')).toBeVisible());
  },
};

export const ServerSearch: Story = {
  beforeEach: () => void signInAs(AGENT),
  play: async () => {
    const t = await table('User list');
    await within(t).findByText('pl***r01', {}, slow);
    const form = screen.getByRole('search', { name: 'Search accounts on the server' });
    await userEvent.type(within(form).getByLabelText('Nickname'), 'Player 2');
    await userEvent.click(within(form).getByRole('button', { name: 'Search' }));
    await expect(await within(t).findByText('player02', {}, slow)).toBeVisible();
    await waitFor(() => expect(screen.getByText('1–6 of 6')).toBeVisible());
    await userEvent.click(within(form).getByRole('button', { name: 'Show all' }));
    await expect(await within(t).findByText('pl***r01', {}, slow)).toBeVisible();
  },
};

export const Role2ViewerOnUser: Story = {
  beforeEach: () => void signInAs(AGENT),
  play: async () => {
    const t = await table('User list');
    await within(t).findByText('pl***r01', {}, slow);
    const names = headers(t);
    await expect(names).not.toContain('Balance');
    await expect(names).not.toContain('Red-envelope consent');
    // The agent's menu grants transaction, deposit and edit on /user, not delete.
    await expect(within(t).getAllByRole('button', { name: /^Transaction / })).toHaveLength(10);
    await expect(within(t).getAllByRole('button', { name: /^Deposit / })).toHaveLength(10);
    await expect(within(t).queryByRole('button', { name: /^Freeze / })).not.toBeInTheDocument();
    await expect(screen.queryByRole('button', { name: /^Add / })).not.toBeInTheDocument();
  },
};

export const AdminOnAgentList: Story = {
  args: { path: '/agent' },
  beforeEach: () => void signInAs(ADMIN),
  play: async () => {
    const t = await table('Agent list');
    await within(t).findByText('ag***t01', {}, slow);
    await expect(headers(t)).toEqual(expect.arrayContaining(['Balance', 'Red-envelope consent', 'Status']));
    // agent02 is a sub account: never masked. agent01's balance 1234567.899 shows rounded down.
    await expect(within(t).getByText('agent02')).toBeVisible();
    await expect(within(t).getByText('1,234,567.89')).toBeVisible();
  },
};

export const AdminOnCustomerService: Story = {
  args: { path: '/customer_service' },
  beforeEach: () => void signInAs(ADMIN),
  play: async () => {
    const t = await table('Customer-service accounts');
    await within(t).findByText('service02', {}, slow);
    await expect(screen.getByRole('button', { name: 'Add customer-service account' })).toBeVisible();
    await expect(within(t).getAllByText('Unlimited').length).toBeGreaterThan(0);
  },
};

export const AddAccountCreated: Story = {
  args: { path: '/customer_service' },
  beforeEach: () => void signInAs(ADMIN),
  play: async () => {
    const t = await table('Customer-service accounts');
    await within(t).findByText('service02', {}, slow);
    await userEvent.click(screen.getByRole('button', { name: 'Add customer-service account' }));
    const d = within(await screen.findByRole('dialog', { name: 'Add customer-service account' }, slow));
    await userEvent.type(d.getByLabelText(/^Username/), 'helper7');
    await userEvent.type(d.getByLabelText(/^Password/), 'abc123');
    await userEvent.type(d.getByLabelText(/^Confirm password/), 'abc123');
    await userEvent.click(d.getByRole('button', { name: 'Create' }));
    const alert = within(await screen.findByRole('alertdialog', {}, slow));
    await expect(alert.getByText('created')).toBeVisible();
    await userEvent.click(alert.getByRole('button', { name: 'OK' }));
    await expect(await within(t).findByText('helper7', {}, slow)).toBeVisible();
  },
};

export const AddAccountServerError: Story = {
  args: { path: '/customer_service' },
  beforeEach: () => void signInAs(ADMIN),
  play: async () => {
    await within(await table('Customer-service accounts')).findByText('service02', {}, slow);
    await userEvent.click(await screen.findByRole('button', { name: 'Add customer-service account' }, slow));
    const d = within(await screen.findByRole('dialog', { name: 'Add customer-service account' }, slow));
    await userEvent.type(d.getByLabelText(/^Username/), 'helper7');
    await userEvent.type(d.getByLabelText(/^Password/), 'abc123');
    await userEvent.type(d.getByLabelText(/^Confirm password/), 'abc124');
    await userEvent.click(d.getByRole('button', { name: 'Create' }));
    await expect(await d.findByRole('alert', {}, slow)).toHaveTextContent('The password confirmation does not match.');
  },
};

export const EditAccountEdited: Story = {
  args: { path: '/customer_service' },
  beforeEach: () => void signInAs(ADMIN),
  play: async () => {
    const t = await table('Customer-service accounts');
    await userEvent.click(await within(t).findByRole('button', { name: 'Edit service02' }, slow));
    const d = within(await screen.findByRole('dialog', { name: 'Edit customer-service account' }, slow));
    await userEvent.clear(d.getByLabelText('Nickname'));
    await userEvent.type(d.getByLabelText('Nickname'), 'Night shift');
    await userEvent.click(d.getByRole('button', { name: 'Save' }));
    const alert = within(await screen.findByRole('alertdialog', {}, slow));
    await expect(alert.getByText('edited')).toBeVisible();
    await userEvent.click(alert.getByRole('button', { name: 'OK' }));
    await expect(await within(t).findByText('Night shift', {}, slow)).toBeVisible();
  },
};

export const FreezeAccount: Story = {
  args: { path: '/customer_service' },
  beforeEach: () => void signInAs(ADMIN),
  play: async () => {
    const t = await table('Customer-service accounts');
    await userEvent.click(await within(t).findByRole('button', { name: 'Freeze service02' }, slow));
    const confirm = within(await screen.findByRole('alertdialog', { name: 'Freeze customer-service account' }, slow));
    await expect(confirm.getByText(/Freeze service02\?/)).toBeVisible();
    await userEvent.click(confirm.getByRole('button', { name: 'Freeze' }));
    await expect(await screen.findByText('The account was frozen.', {}, slow)).toBeVisible();
    await waitFor(() => expect(within(t).getByRole('button', { name: 'Freeze service02' })).toBeDisabled());
  },
};

export const FreezeSubmitting: Story = {
  args: { path: '/customer_service' },
  beforeEach: () => void signInAs(ADMIN),
  parameters: {
    msw: { handlers: [replyWith('api/user/delete', ok(null), { delayMs: 'infinite' }), ...handlers] },
    snapshot: false,
  },
  play: async () => {
    const t = await table('Customer-service accounts');
    await userEvent.click(await within(t).findByRole('button', { name: 'Freeze service02' }, slow));
    const confirm = within(await screen.findByRole('alertdialog', {}, slow));
    await userEvent.click(confirm.getByRole('button', { name: 'Freeze' }));
    await waitFor(() => expect(confirm.getByRole('button', { name: 'Freeze' })).toHaveAttribute('aria-busy', 'true'));
    await expect(confirm.getByRole('button', { name: 'Freeze' })).toBeDisabled();
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

export const FreezeServerError: Story = {
  args: { path: '/customer_service' },
  beforeEach: () => void signInAs(ADMIN),
  parameters: {
    msw: {
      handlers: [
        replyWith('api/user/delete', { code: 5002, message: 'Account is locked by another operator' }),
        ...handlers,
      ],
    },
  },
  play: async () => {
    const t = await table('Customer-service accounts');
    await userEvent.click(await within(t).findByRole('button', { name: 'Freeze service02' }, slow));
    await userEvent.click(
      within(await screen.findByRole('alertdialog', {}, slow)).getByRole('button', { name: 'Freeze' }),
    );
    await expect(await screen.findByText('Account is locked by another operator', {}, slow)).toBeVisible();
  },
};

/** A viewer with several wallets also sees each account's game wallet. */
export const MultiWalletViewer: Story = {
  beforeEach: () => {
    db.update((s) => {
      const admin = s.users.find((u) => u.id === ADMIN);
      if (admin) admin.is_multiple_wallet = 1;
    });
    signInAs(ADMIN);
  },
  play: async () => {
    const t = await table('User list');
    await within(t).findByText('pl***r01', {}, slow);
    // The column follows the viewer's wallets, which may arrive after the list.
    await waitFor(() => expect(headers(t)).toContain('Game wallet'), slow);
  },
};

export const FiftyThousandRows: Story = {
  args: { path: '/agent' },
  beforeEach: () => {
    seedBigList(50_000);
    signInAs(ADMIN);
  },
  parameters: { snapshot: false },
  play: async () => {
    const t = await screen.findByRole('table', { name: 'Agent list' }, slow);
    await waitFor(() => expect(Number(t.getAttribute('aria-rowcount'))).toBeGreaterThan(50_000), { timeout: 15000 });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), 'all');
    await expect(screen.getByText(/^1–50,0\d\d of 50,0\d\d$/)).toBeVisible();
    await expect(within(t).getAllByRole('row').length).toBeLessThan(200);
  },
};

export const TransferOpens: Story = {
  beforeEach: () => void signInAs(AGENT),
  play: async () => {
    const t = await table('User list');
    await userEvent.click(await within(t).findByRole('button', { name: 'Deposit pl***r01' }, slow));
    await expect(await screen.findByRole('dialog', {}, slow)).toBeVisible();
  },
};
