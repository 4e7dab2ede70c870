import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { t } from '@/test/translate';
import { AgentReloginPrompt } from './agent-relogin-prompt';
import { cardFrame } from '@/test/stories/card-frame';

const meta = {
  title: 'Auth/AgentReloginPrompt',
  component: AgentReloginPrompt,
  decorators: [cardFrame],
  parameters: { router: false },
} satisfies Meta<typeof AgentReloginPrompt>;
export default meta;
type Story = StoryObj<typeof meta>;

// @spec bo.errors.label-agentBackendReLoginPrompt chat.errors.text-agent-relogin
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t('auth:agentBackendReLoginPrompt'))).toBeVisible();
  },
};
