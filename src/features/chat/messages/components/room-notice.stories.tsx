import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { RoomNotice } from './room-notice';

const meta = {
  title: 'Chat/Room/RoomNotice',
  component: RoomNotice,
  args: { message: 'Choose a conversation to start.' },
  decorators: [(Story) => <div className="flex h-64 w-[480px] border border-slate-200">{Story()}</div>],
  parameters: { router: false, layout: 'centered' },
} satisfies Meta<typeof RoomNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Choose a conversation to start.');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** A room that cannot be opened is announced at once. */
export const Error: Story = {
  args: { tone: 'error', message: 'This link to a room is incomplete.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('This link to a room is incomplete.');
  },
};
