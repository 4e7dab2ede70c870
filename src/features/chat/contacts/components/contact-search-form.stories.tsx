import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { t } from '@/test/translate';
import { ContactSearchForm } from './contact-search-form';

const meta = {
  title: 'Chat/Contacts/ContactSearchForm',
  component: ContactSearchForm,
  args: { defaultUsername: '', onSearch: fn(), searching: false },
  decorators: [(Story) => <div className="w-[420px] p-4">{Story()}</div>],
  parameters: { router: false, layout: 'centered' },
} satisfies Meta<typeof ContactSearchForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const box = (root: HTMLElement) => within(root).getByRole('searchbox', { name: t('chat-nav:contacts.username') });

export const Empty: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('search', { name: t('chat-nav:contacts.searchLabel') })).toBeVisible();
    // An empty search lists every contact.
    await userEvent.click(canvas.getByRole('button', { name: t('chat-nav:contacts.search') }));
    await expect(args.onSearch).toHaveBeenCalledWith('');
  },
};

export const SearchByUsername: Story = {
  args: { defaultUsername: 'play' },
  play: async ({ canvasElement, userEvent, args }) => {
    await expect(box(canvasElement)).toHaveValue('play');
    await userEvent.type(box(canvasElement), 'er02{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('player02');
  },
};

export const TooLong: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await userEvent.type(box(canvasElement), 'x'.repeat(51));
    await userEvent.click(canvas.getByRole('button', { name: t('chat-nav:contacts.search') }));
    await expect(await canvas.findByText(t('chat-nav:contacts.searchTooLong'))).toBeVisible();
    await expect(args.onSearch).not.toHaveBeenCalled();
  },
};

export const Searching: Story = {
  args: { searching: true, defaultUsername: 'player' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: new RegExp(t('chat-nav:contacts.search')) })).toBeDisabled();
  },
};
