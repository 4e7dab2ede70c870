import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Dashboard } from './dashboard';
import { t } from '@/test/translate';

const meta = {
  title: 'Shell/Dashboard',
  component: Dashboard,
  args: { nickname: 'Golden Agent' },
  parameters: { router: false },
  decorators: [(Story) => <div className="p-6">{Story()}</div>],
} satisfies Meta<typeof Dashboard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(t('shell:dashboard.welcome', { name: 'Golden Agent' }));
    await expect(canvas.getByTestId('dashboard-grid')).toBeEmptyDOMElement();
  },
};

export const WithoutNickname: Story = {
  args: { nickname: '' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(t('shell:dashboard.welcomeAnonymous'));
  },
};
