import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import { t } from '@/test/translate';
import { MissingParamsNotice } from './missing-params-notice';

const meta = {
  title: 'Chat/Notes/MissingParamsNotice',
  component: MissingParamsNotice,
  args: { kind: 'notebook' },
  parameters: { router: false },
} satisfies Meta<typeof MissingParamsNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Notebook: Story = {
  play: async () => {
    const alert = await screen.findByRole('alert');
    await expect(alert).toHaveTextContent(t('chat-notes:missing.title'));
    await expect(alert).toHaveTextContent(t('chat-notes:missing.notebook'));
  },
};

export const Entries: Story = {
  args: { kind: 'entries' },
  play: async () => {
    await expect(await screen.findByRole('alert')).toHaveTextContent(t('chat-notes:missing.entries'));
  },
};
