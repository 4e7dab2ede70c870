import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { signInAs } from '@mocks/server/story-session';
import DashboardPage from './dashboard-page';
import { t } from '@/test/translate';

const meta = {
  title: 'Shell/DashboardPage',
  component: DashboardPage,
  decorators: [(Story) => <div className="p-6">{Story()}</div>],
  beforeEach: () => {
    signInAs(3);
  },
} satisfies Meta<typeof DashboardPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SignedInAsAgent: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(t('shell:dashboard.welcome', { name: 'Golden Agent' }))).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(t('shell:dashboard.hint'));
  },
};
