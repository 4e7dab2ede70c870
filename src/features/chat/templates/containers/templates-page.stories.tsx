import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, screen, waitFor, within } from 'storybook/test';
import { db } from '@mocks/db/store';
import { handlers } from '@mocks/handlers';
import { apiUrl, networkErrorFor, ok, replyWith } from '@mocks/server/endpoint';
import { signInAs } from '@mocks/server/story-session';
import { t } from '@/test/translate';
import TemplatesPage from './templates-page';

/** How many times the page asked for the list (a refused save must not refresh it) and created. */
let listCalls = 0;
let createCalls = 0;
const countLists = http.post(apiUrl('api/message-template/list'), () => {
  listCalls += 1;
});
const countCreates = http.post(apiUrl('api/message-template/create'), () => {
  createCalls += 1;
});

/**
 * /MessageTemplate on the demo backend, signed in as service01 (role 3): the 28 shared seeded
 * templates and service01's private one. The demo refuses a title of exactly "fail" with data.code
 * 5002 (mocks/handlers/chat-templates.ts).
 */
const meta = {
  title: 'Chat/Templates/TemplatesPage',
  component: TemplatesPage,
  parameters: { route: '/MessageTemplate', msw: { handlers: [countLists, countCreates, ...handlers] } },
  decorators: [
    (Story) => (
      <div className="h-[720px]">
        <Story />
      </div>
    ),
  ],
  beforeEach: () => {
    listCalls = 0;
    createCalls = 0;
    signInAs(4);
  },
} satisfies Meta<typeof TemplatesPage>;
export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const table = (canvas: Canvas) => canvas.findByRole('grid', { name: t('chat-templates:page.title') });
const loaded = async (canvas: Canvas) => {
  const el = await table(canvas);
  await within(el).findByText('My shift sign-off');
  return el;
};
const popup = (key: 'createTitle' | 'editTitle') =>
  screen.findByRole('dialog', { name: t(`chat-templates:dialog.${key}`) });
const box = (key: 'title' | 'content' | 'memo') =>
  screen.getByRole('textbox', { name: t(`chat-templates:dialog.${key}`) });
const save = () => screen.getByRole('button', { name: t('common:actions.save') });

/** The seeded list: 25 of 29 rows, newest first, private template included; agents' template not. */
export const List: Story = {
  play: async ({ canvas }) => {
    const el = await loaded(canvas);
    await expect(within(el).getAllByRole('row')).toHaveLength(26);
    await expect(within(el).getAllByRole('row')[1]).toHaveTextContent('My shift sign-off');
    await expect(within(el).queryByText('Agent handover')).not.toBeInTheDocument();
    await expect(canvas.getByText(t('kit:table.showing', { from: 1, to: 25, total: 29 }))).toBeVisible();
  },
};

/**
 * Code 1000: the popup closes, a toast says so, and the refreshed list shows the new template first.
 * A double click on Save sends one request.
 */
export const CreateSucceeds: Story = {
  parameters: { snapshot: false },
  play: async ({ canvas, userEvent }) => {
    await loaded(canvas);
    await userEvent.click(canvas.getByRole('button', { name: t('chat-templates:page.create') }));
    await popup('createTitle');
    await userEvent.type(box('title'), 'Bonus rules');
    await userEvent.type(box('content'), 'Bonuses need 1x turnover.');
    await userEvent.dblClick(save());
    await expect(await screen.findByText(t('chat-templates:toast.created'))).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const el = await table(canvas);
    await waitFor(() => expect(within(el).getAllByRole('row')[1]).toHaveTextContent('Bonus rules'));
    await expect(db.state.templates.items.find((x) => x.title === 'Bonus rules')).toMatchObject({
      type: 1,
      username: 'service01',
    });
    await expect(createCalls).toBe(1);
  },
};

/** data.code other than 1000: the server's message, the popup stays open, the list is not asked again. */
// @spec chat.errors.template-not-1000
export const CreateRefusedKeepsPopup: Story = {
  play: async ({ canvas, userEvent }) => {
    await loaded(canvas);
    const before = listCalls;
    await userEvent.click(canvas.getByRole('button', { name: t('chat-templates:page.create') }));
    const el = await popup('createTitle');
    await userEvent.type(box('title'), 'fail');
    await userEvent.type(box('content'), 'Anything');
    await userEvent.click(save());
    await expect(await within(el).findByRole('alert')).toHaveTextContent('The template could not be saved.');
    await expect(box('title')).toHaveValue('fail');
    await expect(listCalls).toBe(before);
    await expect(db.state.templates.items.some((x) => x.title === 'fail')).toBe(false);
  },
};

/** Editing keeps the row, saves as type 1 and shows the new title. */
export const EditSaves: Story = {
  parameters: { snapshot: false },
  play: async ({ canvas, userEvent }) => {
    await loaded(canvas);
    await userEvent.click(
      canvas.getByRole('button', { name: t('chat-templates:actions.editLabel', { title: 'Withdrawal help' }) }),
    );
    await popup('editTitle');
    await expect(box('title')).toHaveValue('Withdrawal help');
    await userEvent.clear(box('title'));
    await userEvent.type(box('title'), 'Withdrawal times');
    await userEvent.click(save());
    await expect(await screen.findByText(t('chat-templates:toast.updated'))).toBeVisible();
    await expect(await canvas.findByText('Withdrawal times')).toBeVisible();
    await expect(canvas.queryByText('Withdrawal help')).not.toBeInTheDocument();
  },
};

/** The confirmation over the page names the title and opens on Cancel. */
export const DeleteConfirmation: Story = {
  play: async ({ canvas, userEvent }) => {
    await loaded(canvas);
    await userEvent.click(
      canvas.getByRole('button', { name: t('chat-templates:actions.deleteLabel', { title: 'Order follow-up' }) }),
    );
    const el = await screen.findByRole('alertdialog', { name: t('chat-templates:delete.title') });
    await expect(el).toHaveTextContent(t('chat-templates:delete.message', { title: 'Order follow-up' }));
    await expect(within(el).getByRole('button', { name: t('common:actions.cancel') })).toHaveFocus();
  },
};

/** Confirming deletes it and refreshes the list (no picture: it ends on a toast still fading in). */
export const DeleteConfirmed: Story = {
  parameters: { snapshot: false },
  play: async ({ canvas, userEvent }) => {
    await loaded(canvas);
    await userEvent.click(
      canvas.getByRole('button', { name: t('chat-templates:actions.deleteLabel', { title: 'Order follow-up' }) }),
    );
    const el = await screen.findByRole('alertdialog', { name: t('chat-templates:delete.title') });
    await expect(el).toHaveTextContent(t('chat-templates:delete.message', { title: 'Order follow-up' }));
    await expect(within(el).getByRole('button', { name: t('common:actions.cancel') })).toHaveFocus();
    await userEvent.click(within(el).getByRole('button', { name: t('common:actions.delete') }));
    await expect(await screen.findByText(t('chat-templates:toast.deleted'))).toBeVisible();
    await waitFor(() => expect(canvas.queryByText('Order follow-up')).not.toBeInTheDocument());
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [replyWith('api/message-template/list', ok([])), ...handlers] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(t('chat-templates:page.empty'))).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    msw: { handlers: [replyWith('api/message-template/list', ok([]), { delayMs: 'infinite' }), ...handlers] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent(t('kit:table.loading'));
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: [networkErrorFor('api/message-template/list'), ...handlers] } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(t('chat-templates:page.loadFailed'));
    await expect(alert).toHaveTextContent(t('common:errors.network'));
    await expect(canvas.getByRole('button', { name: t('common:actions.retry') })).toBeEnabled();
  },
};

/** Delete answered with data.code 4040 (already gone elsewhere): the confirmation stays with the message. */
// @spec chat.errors.template-not-1000
export const DeleteRefusedKeepsConfirmation: Story = {
  parameters: {
    msw: {
      handlers: [
        countLists,
        replyWith('api/message-template/delete', ok({ code: 4040, message: 'Not Found' }, 'Not Found')),
        ...handlers,
      ],
    },
  },
  play: async ({ canvas, userEvent }) => {
    await loaded(canvas);
    const before = listCalls;
    await userEvent.click(
      canvas.getByRole('button', { name: t('chat-templates:actions.deleteLabel', { title: 'Thank you' }) }),
    );
    const el = await screen.findByRole('alertdialog', { name: t('chat-templates:delete.title') });
    await userEvent.click(within(el).getByRole('button', { name: t('common:actions.delete') }));
    await expect(await within(el).findByRole('alert')).toHaveTextContent('Not Found');
    await expect(el).toBeVisible();
    await expect(listCalls).toBe(before);
  },
};

/** Editing to a title another template has: the demo answers 5002 and the popup keeps what was typed. */
// @spec chat.errors.template-not-1000
export const EditRefusedDuplicateTitle: Story = {
  play: async ({ canvas, userEvent }) => {
    await loaded(canvas);
    await userEvent.click(
      canvas.getByRole('button', { name: t('chat-templates:actions.editLabel', { title: 'Thank you' }) }),
    );
    const el = await popup('editTitle');
    await userEvent.clear(box('title'));
    await userEvent.type(box('title'), 'Welcome');
    await userEvent.click(save());
    await expect(await within(el).findByRole('alert')).toHaveTextContent('A template titled "Welcome" already exists.');
    await expect(box('title')).toHaveValue('Welcome');
  },
};

/** A link naming the table's filter and a page size: the list opens filtered, with the filter shown. */
export const OpenedFromLink: Story = {
  parameters: { route: '/MessageTemplate?q=shift&size=50' },
  play: async ({ canvas }) => {
    const el = await loaded(canvas);
    await expect(canvas.getByRole('searchbox', { name: t('chat-templates:page.search') })).toHaveValue('shift');
    await expect(canvas.getByRole('combobox', { name: t('kit:table.pageSize') })).toHaveValue('50');
    await waitFor(() => expect(within(el).getAllByRole('row')).toHaveLength(2));
    await expect(within(el).getAllByRole('row')[1]).toHaveTextContent('My shift sign-off');
  },
};

/** A link naming a page size this table does not offer (10): the notice says so, and the usual 25 rows show. */
export const RefusedLink: Story = {
  parameters: { route: '/MessageTemplate?size=10' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(t('kit:views.refusedLink'))).toBeVisible();
    const el = await loaded(canvas);
    await expect(within(el).getAllByRole('row')).toHaveLength(26);
  },
};
