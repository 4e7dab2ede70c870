import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router';
import { expect, waitFor, within } from 'storybook/test';
import { db } from '@mocks/db/store';
import { handlers } from '@mocks/handlers';
import { networkErrorFor, ok, replyWith } from '@mocks/server/endpoint';
import { signInAs } from '@mocks/server/story-session';
import { t } from '@/test/translate';
import { StoryLocation } from '@/test/stories/location';
import CustomerServiceEntry from './customer-service-entry';

/** /customer_service_chat on the demo backend: service01 has an agent group (type 0), agent01 none. */
const meta = {
  title: 'Chat/Contacts/CustomerServiceEntry',
  component: CustomerServiceEntry,
  parameters: { route: '/customer_service_chat', msw: { handlers } },
  decorators: [
    (Story) => (
      <Routes>
        <Route path="/customer_service_chat" element={<Story />} />
        <Route path="*" element={<StoryLocation />} />
      </Routes>
    ),
  ],
  beforeEach: () => {
    signInAs(4);
  },
} satisfies Meta<typeof CustomerServiceEntry>;
export default meta;
type Story = StoryObj<typeof meta>;

export const RedirectsToAgentGroupRoom: Story = {
  play: async ({ canvas }) => {
    const desk = db.state.rooms.find((r) => r.code === 'r-service01-agent01')!;
    await expect(desk.friend_type).toBe(0);
    const location = await canvas.findByTestId('location');
    await expect(location).toHaveTextContent(`/chat/messaging/${desk.id}/${desk.partner_id}/friend/${desk.friend_id}`);
  },
};

export const NoAgentGroupGoesToContacts: Story = {
  beforeEach: () => {
    signInAs(3);
  },
  play: async ({ canvas }) => {
    const location = await canvas.findByTestId('location');
    await expect(location).toHaveTextContent(/^\/chat\/contact$/);
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [replyWith('api/friend/list', ok([]), { delayMs: 'infinite' }), ...handlers] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: t('chat-nav:entry.loading') })).toBeVisible();
  },
};

/** The list cannot be loaded; Retry asks again (slowly): the reason stays, Retry busy, and keeps the focus when it fails again. */
export const LoadFailed: Story = {
  parameters: { msw: { handlers: [networkErrorFor('api/friend/list', { delayMs: 400 }), ...handlers] } },
  play: async ({ canvas, userEvent }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(t('chat-nav:entry.failed'));
    await expect(alert).toHaveTextContent(t('common:errors.network'));
    const retry = within(alert).getByRole('button', { name: t('common:actions.retry') });
    await userEvent.click(retry);
    await waitFor(() => expect(retry).toHaveAttribute('aria-busy', 'true'));
    // The retry fails the same way.
    await waitFor(() => expect(retry).toBeEnabled());
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('common:errors.network'));
    await expect(retry).toHaveFocus();
  },
};
