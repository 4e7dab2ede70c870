import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import ApiDocPage from './api-doc-page';

const meta = {
  title: 'ApiDoc/ApiDocPage',
  component: ApiDocPage,
  parameters: { route: '/file/api' },
} satisfies Meta<typeof ApiDocPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Member-connection API document' })).toBeVisible();
    await expect(canvas.getByText('No document has been published yet.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to system settings' })).toHaveAttribute(
      'href',
      '/setup/system',
    );
  },
};
