import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { t } from '@/test/translate';
import { ContactsLayout } from './contacts-layout';

const list = (
  <ul aria-label="contacts" className="space-y-2">
    <li className="rounded border border-slate-200 bg-white p-3">player01</li>
    <li className="rounded border border-slate-200 bg-white p-3">player02</li>
  </ul>
);
const profile = (
  <section aria-label="profile" className="rounded border border-slate-200 bg-white p-6">
    player02
  </section>
);

const meta = {
  title: 'Chat/Contacts/ContactsLayout',
  component: ContactsLayout,
  args: { list, profile: null },
  decorators: [(Story) => <div className="h-96 w-[960px] bg-slate-50">{Story()}</div>],
  parameters: { router: false, layout: 'centered' },
} satisfies Meta<typeof ContactsLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WideNoneChosen: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: t('chat-nav:contacts.title') })).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'contacts' })).toBeVisible();
    await expect(canvas.getByText(t('chat-nav:contacts.choose'))).toBeVisible();
  },
};

export const WideChosen: Story = {
  args: { profile },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'contacts' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'profile' })).toBeVisible();
  },
};

/** Narrow: only the list until a contact is chosen. */
export const NarrowNoneChosen: Story = {
  decorators: [(Story) => <div className="h-96 w-[360px] bg-slate-50">{Story()}</div>],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'contacts' })).toBeVisible();
    await expect(canvas.getByText(t('chat-nav:contacts.choose'))).not.toBeVisible();
  },
};

/** Narrow: only the profile once a contact is chosen. */
export const NarrowChosen: Story = {
  args: { profile },
  decorators: [(Story) => <div className="h-96 w-[360px] bg-slate-50">{Story()}</div>],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'profile' })).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'contacts' })).toBeNull();
  },
};
