import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect } from 'storybook/test';
import { buttonVariants } from '@/components/ui/button';
import { t } from '@/test/translate';
import { ApiDocPlaceholder } from './api-doc-placeholder';

/** The way back the page passes in, in the story's language. */
function BackLink() {
  const { t: translate } = useTranslation('settings');
  return (
    <a href="/setup/system" className={buttonVariants({ variant: 'secondary' })}>
      {translate('apiDoc.back')}
    </a>
  );
}

const meta = {
  title: 'ApiDoc/ApiDocPlaceholder',
  component: ApiDocPlaceholder,
  args: {
    backLink: <BackLink />,
  },
  parameters: { router: false, layout: 'padded' },
} satisfies Meta<typeof ApiDocPlaceholder>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithBackLink: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: t('settings:apiDoc.title') })).toBeVisible();
    await expect(canvas.getByText(t('settings:apiDoc.empty'))).toBeVisible();
    await expect(canvas.getByText(t('settings:apiDoc.body'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('settings:apiDoc.back') })).toHaveAttribute(
      'href',
      '/setup/system',
    );
  },
};

export const WithoutBackLink: Story = {
  args: { backLink: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: t('settings:apiDoc.title') })).toBeVisible();
    await expect(canvas.getByText(t('settings:apiDoc.empty'))).toBeVisible();
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};
