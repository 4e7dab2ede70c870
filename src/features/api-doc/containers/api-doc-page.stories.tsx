import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { t } from '@/test/translate';
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
    await expect(canvas.getByRole('heading', { level: 1, name: t('settings:apiDoc.title') })).toBeVisible();
    await expect(canvas.getByText(t('settings:apiDoc.empty'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('settings:apiDoc.back') })).toHaveAttribute(
      'href',
      '/setup/system',
    );
  },
};
