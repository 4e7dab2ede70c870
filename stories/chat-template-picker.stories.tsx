import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { appRoutes } from '@/app/router/router';
import { setDraft } from '@/features/chat/messages/containers/drafts';
import { RoomComposer } from '@/features/chat/messages/containers/room-composer';
import { TemplatePickerPanel } from '@/features/chat/templates/containers/template-picker-panel';
import { handlers, realtimeHandlers } from '@mocks/handlers';
import { seedState } from '@mocks/db/seed';
import { db } from '@mocks/db/store';
import { fail, replyWith } from '@mocks/server/endpoint';
import { signInAs } from '@mocks/server/story-session';
import { t } from '@/test/translate';
import { MemoryRoutes, memoryRouteTable } from '@/test/harness/memory-routes';

/**
 * A room's composer with the quick-template picker the messaging page puts in, on the demo
 * backend's seeded templates, signed in as service01. The clock is fixed, so {date} never moves.
 */
const TODAY = Date.parse('2026-11-23T04:00:00Z');

function Room({
  showTemplates,
  draft: initial,
  onSend,
}: {
  showTemplates: boolean;
  draft: string;
  onSend: (text: string) => void;
}) {
  const [draft, setDraft] = useState(initial);
  return (
    <div className="mx-auto flex h-[28rem] max-w-2xl flex-col justify-end overflow-hidden rounded-lg border border-slate-200">
      <RoomComposer
        member={{ nickname: 'Lucky Star', username: 'player12' }}
        renderTemplatePicker={(slot) => <TemplatePickerPanel {...slot} clock={() => TODAY} />}
        onTemplatesUnavailable={fn()}
        draft={draft}
        onDraftChange={setDraft}
        onSend={onSend}
        onImage={fn()}
        showTemplates={showTemplates}
        showPoints={false}
        onPoints={fn()}
      />
    </div>
  );
}

const meta = {
  title: 'Chat/Flows/TemplatePicker',
  component: Room,
  args: { showTemplates: true, draft: '', onSend: fn() },
  parameters: { router: false, layout: 'padded', msw: { handlers } },
  beforeEach: () => {
    db.reset(seedState(TODAY));
    signInAs(4);
  },
} satisfies Meta<typeof Room>;
export default meta;
type Story = StoryObj<typeof meta>;

const box = () => screen.getByRole('textbox', { name: t('chat-room:composer.label') });
const picker = () => screen.findByRole('region', { name: t('chat-templates:picker.title') });
const option = async (title: string) =>
  within(await picker()).findByRole(
    'option',
    // An option's name is all it shows, starting with the title.
    { name: (name) => name === title || name.startsWith(`${title} `) },
  );

export const SlashOpensAndEnterInserts: Story = {
  play: async ({ userEvent, args }) => {
    await userEvent.type(box(), '/account check');
    const account = await option('Account check');
    await expect(account).toHaveAttribute('aria-selected', 'true');
    // The text box keeps the focus and points at the active option.
    await expect(box()).toHaveFocus();
    await expect(box()).toHaveAttribute('aria-activedescendant', account.id);
    await userEvent.keyboard('{Enter}');
    // Enter inserted in place of "/account check"; it did not send.
    const text = 'Hi Lucky Star, I have checked the account player12 today (2026-11-23). Everything is in order.';
    await expect(box()).toHaveValue(text);
    await expect(args.onSend).not.toHaveBeenCalled();
    await expect(screen.queryByRole('region', { name: t('chat-templates:picker.title') })).toBeNull();
    await expect(box()).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSend).toHaveBeenCalledWith(text);
  },
};

export const SlashArrowsChoose: Story = {
  play: async ({ userEvent }) => {
    await userEvent.type(box(), '/verif');
    // Equal matches keep the list's order (newest first).
    await expect(await option('Verifikasi akun')).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}');
    const second = await option('Verification steps');
    await expect(second).toHaveAttribute('aria-selected', 'true');
    await expect(box()).toHaveAttribute('aria-activedescendant', second.id);
  },
};

export const SlashEscapeKeepsText: Story = {
  play: async ({ userEvent, args }) => {
    await userEvent.type(box(), '/order');
    await within(await option('Order follow-up')).findByText(
      t('chat-templates:picker.unfilled', { list: '{order.id}' }),
    );
    await userEvent.keyboard('{Escape}');
    await expect(screen.queryByRole('region', { name: t('chat-templates:picker.title') })).toBeNull();
    await expect(box()).toHaveValue('/order');
    // It stays closed while the user goes on writing.
    await userEvent.type(box(), ' 123');
    await expect(screen.queryByRole('region', { name: t('chat-templates:picker.title') })).toBeNull();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSend).toHaveBeenCalledWith('/order 123');
  },
};

export const IconInsertsAtCaret: Story = {
  args: { draft: 'Dear member,  Regards' },
  play: async ({ userEvent }) => {
    const textbox = box() as HTMLTextAreaElement;
    textbox.focus();
    textbox.setSelectionRange(13, 13);
    await userEvent.click(screen.getByRole('button', { name: t('chat-room:composer.templates') }));
    const search = await screen.findByRole('combobox', { name: t('chat-templates:picker.search') });
    await waitFor(() => expect(search).toHaveFocus());
    await userEvent.type(search, 'thank you');
    await option('Thank you');
    await userEvent.keyboard('{Enter}');
    await expect(textbox).toHaveValue('Dear member, Thank you for contacting us, Lucky Star. Have a nice day! Regards');
    await waitFor(() => expect(textbox).toHaveFocus());
    await expect(textbox.selectionStart).toBe(70);
  },
};

export const NoneForThisAccount: Story = {
  parameters: {
    msw: {
      handlers: [replyWith('api/message-template/list', { code: 1000, data: [], message: 'success' }), ...handlers],
    },
  },
  play: async ({ userEvent }) => {
    await userEvent.type(box(), '/');
    await expect(await within(await picker()).findByText(t('chat-templates:picker.none'))).toBeVisible();
  },
};

export const ListFails: Story = {
  parameters: { msw: { handlers: [replyWith('api/message-template/list', fail(5000, 'Server busy')), ...handlers] } },
  play: async ({ userEvent }) => {
    await userEvent.type(box(), '/');
    const alert = await within(await picker()).findByRole('alert');
    await expect(alert).toHaveTextContent(t('chat-templates:picker.loadFailed'));
    await expect(box()).toHaveFocus();
  },
};

/** Agents have no templates: no icon, and '/' is only a character. */
export const AgentHasNoPicker: Story = {
  args: { showTemplates: false },
  play: async ({ userEvent }) => {
    await expect(screen.queryByRole('button', { name: t('chat-room:composer.templates') })).toBeNull();
    await userEvent.type(box(), '/welcome');
    await expect(screen.queryByRole('region', { name: t('chat-templates:picker.title') })).toBeNull();
    await expect(box()).toHaveValue('/welcome');
  },
};

/** The whole app: service01's room with player12, where the messaging page gives the room its picker. */
const ROOM = 'r-service01-player12';
function App() {
  const [router] = useState(() => {
    const room = db.state.rooms.find((r) => r.code === ROOM)!;
    return memoryRouteTable(appRoutes, {
      initialEntries: [`/chat/messaging/${room.id}/${room.partner_id}/${room.code}`],
    });
  });
  return <MemoryRoutes table={router} />;
}

export const InTheApp: Story = {
  // The room's composer starts empty: a room keeps its draft for the tab's session, so the text
  // inserted on an earlier visit (the English one, before Tamil) would otherwise still be there.
  beforeEach: () => setDraft(ROOM, ''),
  render: () => <App />,
  parameters: { layout: 'fullscreen', msw: { handlers: [...handlers, ...realtimeHandlers] } },
  play: async ({ userEvent }) => {
    await screen.findByRole('log');
    await userEvent.type(await screen.findByRole('textbox', { name: t('chat-room:composer.label') }), '/contacting');
    await expect(await option('Thank you')).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(box()).toHaveValue('Thank you for contacting us, Player 12. Have a nice day!');
  },
};
