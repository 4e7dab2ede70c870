import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ComingSoon } from './coming-soon';
import { t } from '@/test/translate';

const meta = {
  tags: ['autodocs'],
  title: 'UI/ComingSoon',
  component: ComingSoon,
  parameters: { router: false, layout: 'padded' },
} satisfies Meta<typeof ComingSoon>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: t('kit:coming.title') })).toBeVisible();
    await expect(canvas.getByText(t('kit:coming.body'))).toBeVisible();
  },
};
