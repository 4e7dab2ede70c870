import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { expect, waitFor, within } from 'storybook/test';
import { signInAs } from '@mocks/server/story-session';
import { maskedHistoryPath } from '@/lib/links/history-links';
import { t } from '@/test/translate';
import HistoryPage from './history-page';

/**
 * The history page opened by a masked row's link (/transaction/list?ref=...): the reference is made
 * for the session at render time, as the list makes it. `sealedBy` signs in another user first, so
 * the link is one of another session.
 */
function OpenedByMaskedLink({ sealedBy }: { sealedBy?: number }) {
  const [path] = useState(() => {
    if (sealedBy !== undefined) signInAs(sealedBy);
    const made = maskedHistoryPath('player01');
    signInAs(4);
    return made;
  });
  return (
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/transaction/list" element={<HistoryPage />} />
      </Routes>
    </MemoryRouter>
  );
}

/** The routed page on the seeded demo data; its range depends on "now", so no picture is kept. */
const meta = {
  title: 'History/HistoryPage/OpenedByMaskedLink',
  component: OpenedByMaskedLink,
  parameters: { router: false, layout: 'padded', snapshot: false },
  beforeEach: () => {
    signInAs(4);
  },
} satisfies Meta<typeof OpenedByMaskedLink>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SearchesTheAccountShownMasked: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('textbox', { name: t('history:filters.username') })).toHaveValue('pl***r01');
    const table = canvas.getByRole('grid', { name: t('history:table.transactions') });
    await waitFor(() => expect(within(table).getAllByText('pl***r01').length).toBeGreaterThan(0));
    await expect(document.body.outerHTML).not.toContain('player01');
  },
};

export const LinkOfAnotherSession: Story = {
  args: { sealedBy: 3 },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(t('history:maskedLinkUnknown'))).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: t('history:filters.username') })).toHaveValue('');
  },
};
