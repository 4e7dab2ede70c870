import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent as user } from 'storybook/test';
import { t } from '@/test/translate';
import { PointsSendNotes } from './points-send-notes';

const meta = {
  title: 'Chat/Points/PointsSendNotes',
  component: PointsSendNotes,
  args: {
    recordHref: '/transaction/list/player02',
    uncertain: false,
    acknowledged: false,
    onAcknowledgedChange: fn(),
    offline: false,
  },
  parameters: { router: false, layout: 'padded' },
} satisfies Meta<typeof PointsSendNotes>;
export default meta;
type Story = StoryObj<typeof meta>;

const acknowledge = () => screen.queryByRole('checkbox', { name: t('kit:transfer.unknown.acknowledge') });
const offline = () => screen.queryByRole('status');

/** Only the link to the member's 24-hour record, in a new tab. */
export const RecordOnly: Story = {
  play: async () => {
    const link = screen.getByRole('link', { name: t('chat-points:record') });
    await expect(link).toHaveAttribute('href', '/transaction/list/player02');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    await expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await expect(offline()).not.toBeInTheDocument();
  },
};

/** The last send's outcome is unknown: the notice asks to check the record first. */
export const OutcomeUnknown: Story = {
  args: { uncertain: true },
  play: async ({ args }) => {
    await expect(screen.getByRole('alert')).toHaveTextContent(t('kit:transfer.unknown.body'));
    await expect(screen.getByRole('link', { name: t('kit:transfer.unknown.historyLink') })).toHaveAttribute(
      'href',
      '/transaction/list/player02',
    );
    await expect(acknowledge()).not.toBeChecked();
    await user.click(acknowledge()!);
    await expect(args.onAcknowledgedChange).toHaveBeenCalledWith(true);
  },
};

export const OutcomeUnknownAcknowledged: Story = {
  args: { uncertain: true, acknowledged: true },
  play: async ({ args }) => {
    await expect(acknowledge()).toBeChecked();
    await user.click(acknowledge()!);
    await expect(args.onAcknowledgedChange).toHaveBeenCalledWith(false);
  },
};

export const Offline: Story = {
  args: { offline: true },
  play: async () => {
    await expect(offline()).toHaveTextContent(t('chat-points:offline'));
    await expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  },
};
