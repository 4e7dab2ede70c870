import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { db } from '@mocks/db/store';
import { signInAs } from '@mocks/server/story-session';
import { t } from '@/test/translate';
import { STORY_RANGE, storyClock, storyRedEnvelopes, storyTransactions } from '@/test/fixtures/history';
import { HistorySearch } from './history-search';

/** The history opened from an address that carries its search (a copied link, a reload, Back). */
const meta = {
  title: 'History/HistorySearchLinks',
  component: HistorySearch,
  args: { username: 'player01', initialRange: STORY_RANGE, clock: storyClock },
  parameters: { layout: 'padded' },
  beforeEach: () => {
    signInAs(4);
    db.update((s) => {
      s.transactions = structuredClone(storyTransactions);
      s.redEnvelopes = structuredClone(storyRedEnvelopes);
    });
  },
} satisfies Meta<typeof HistorySearch>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A link naming a type the screen does not know: the notice says so and the usual search shows. */
export const RefusedLink: Story = {
  parameters: { route: '/transaction/list/player01?kind=lottery&page=0' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(t('kit:views.refusedLink'))).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: t('history:filters.username') })).toHaveValue('player01');
    await expect(canvas.getByRole('combobox', { name: t('history:filters.kind') })).toHaveValue('transaction');
    const table = await canvas.findByRole('grid', { name: t('history:table.transactions') });
    await waitFor(() => expect(table).not.toHaveAttribute('aria-busy'));
  },
};

/** A link naming red envelopes of another account: the form and the table show that search. */
export const OpenedFromLink: Story = {
  parameters: { route: '/transaction/list/player01?username=player02&kind=redEnvelope' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('textbox', { name: t('history:filters.username') })).toHaveValue('player02');
    await expect(canvas.getByRole('combobox', { name: t('history:filters.kind') })).toHaveValue('redEnvelope');
    const table = await canvas.findByRole('grid', { name: t('history:table.redEnvelopes') });
    await waitFor(() => expect(table).not.toHaveAttribute('aria-busy'));
  },
};
