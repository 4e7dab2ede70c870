import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router';
import { expect, waitFor, within } from 'storybook/test';
import { db } from '@mocks/db/store';
import { handlers } from '@mocks/handlers';
import { networkErrorFor, ok, replyWith } from '@mocks/server/endpoint';
import { signInAs } from '@mocks/server/story-session';
import { t } from '@/test/story-t';
import { StoryLocation } from '@/test/story-location';
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
    const location = await canvas.findByTestId('location', {}, { timeout: 5000 });
    await expect(location).toHaveTextContent(`/chat/messaging/${desk.id}/${desk.partner_id}/friend/${desk.friend_id}`);
  },
};

export const NoAgentGroupGoesToContacts: Story = {
  beforeEach: () => {
    signInAs(3);
  },
  play: async ({ canvas }) => {
    const location = await canvas.findByTestId('location', {}, { timeout: 5000 });
    await expect(location).toHaveTextContent(/^\/chat\/contact$/);
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [replyWith('api/friend/list', ok([]), { delayMs: 'infinite' }), ...handlers] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: t('chat-nav:entry.loading') })).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: [networkErrorFor('api/friend/list'), ...handlers] } },
  play: async ({ canvas, userEvent }) => {
    const alert = await canvas.findByRole('alert', {}, { timeout: 8000 });
    await expect(alert).toHaveTextContent(t('chat-nav:entry.failed'));
    await expect(alert).toHaveTextContent(t('common:errors.network'));
    await userEvent.click(within(alert).getByRole('button', { name: t('common:actions.retry') }));
    await waitFor(() => expect(canvas.getByRole('status', { name: t('chat-nav:entry.loading') })).toBeVisible());
    // The retry fails the same way.
    await expect(await canvas.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent(t('chat-nav:entry.failed'));
  },
};
