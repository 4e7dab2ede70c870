import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { db } from '@mocks/db/store';
import { handlers } from '@mocks/handlers';
import { fail, replyWith } from '@mocks/server/endpoint';
import { signInAs } from '@mocks/server/story-session';
import { t } from '@/test/translate';
import { StoryLocation } from '@/test/stories/location';
import HiddenRoomsPage from './hidden-rooms-page';

/** /chat/hide on the demo backend: agent01 has two hidden rooms, service01 none. */
const meta = {
  title: 'Chat/Rooms/HiddenRoomsPage',
  component: HiddenRoomsPage,
  parameters: { route: '/chat/hide', msw: { handlers } },
  decorators: [
    (Story) => (
      <div className="h-screen">
        {Story()}
        <StoryLocation />
      </div>
    ),
  ],
  beforeEach: () => {
    signInAs(3);
  },
} satisfies Meta<typeof HiddenRoomsPage>;
export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const hiddenList = (canvas: Canvas) => canvas.findByRole('list', { name: t('chat-nav:hidden.title') });
const agentRoom = (partner: string) => db.state.rooms.find((r) => r.code === `r-agent01-${partner}`)!;

export const Empty: Story = {
  beforeEach: () => {
    signInAs(4);
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(t('chat-nav:hidden.empty'))).toBeVisible();
  },
};

/** The seeded times follow "now": no picture. */
export const Rooms: Story = {
  parameters: { snapshot: false },
  play: async ({ canvas, userEvent }) => {
    const list = await hiddenList(canvas);
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    await expect(list).toHaveTextContent('player10');
    await expect(list).toHaveTextContent('Bye!');
    await expect(list).toHaveTextContent('player11');
    await expect(list).toHaveTextContent('See you next week.');
    const room = agentRoom('player10');
    const link = within(list).getByRole('link', { name: /player10/ });
    await expect(link).toHaveAttribute('href', `/chat/messaging/${room.id}/${room.partner_id}/${room.code}`);
    await userEvent.click(link);
    await waitFor(() =>
      expect(canvas.getByTestId('location')).toHaveTextContent(
        `/chat/messaging/${room.id}/${room.partner_id}/${room.code}`,
      ),
    );
  },
};

export const Recover: Story = {
  parameters: { snapshot: false },
  play: async ({ canvas, userEvent }) => {
    const list = await hiddenList(canvas);
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    await userEvent.click(canvas.getByRole('button', { name: t('chat-nav:hidden.recoverRoom', { name: 'player10' }) }));
    await expect(await screen.findByText(t('chat-nav:hidden.recovered', { name: 'player10' }))).toBeVisible();
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    await expect(list).not.toHaveTextContent('player10');
    await expect(agentRoom('player10').status).toBe(1);
  },
};

// @spec chat.errors.room-recover-failure
export const RecoverFails: Story = {
  parameters: {
    snapshot: false,
    msw: { handlers: [replyWith('api/room/recover', fail(1001, 'The room cannot be recovered now.')), ...handlers] },
  },
  play: async ({ canvas, userEvent }) => {
    const list = await hiddenList(canvas);
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    await userEvent.click(canvas.getByRole('button', { name: t('chat-nav:hidden.recoverRoom', { name: 'player11' }) }));
    const alert = await screen.findByRole('alertdialog', { name: t('common:alert.errorTitle') });
    await expect(alert).toHaveTextContent('The room cannot be recovered now.');
    await userEvent.click(within(alert).getByRole('button', { name: t('common:actions.ok') }));
    // Nothing changed: both rooms are still hidden.
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await expect(agentRoom('player11').status).toBe(2);
  },
};
