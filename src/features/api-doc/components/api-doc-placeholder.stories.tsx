import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { buttonVariants } from '@/components/ui/button';
import { ApiDocPlaceholder } from './api-doc-placeholder';

const meta = {
  title: 'ApiDoc/ApiDocPlaceholder',
  component: ApiDocPlaceholder,
  args: {
    backLink: (
      <a href="/setup/system" className={buttonVariants({ variant: 'secondary' })}>
        Back to system settings
      </a>
    ),
  },
  parameters: { router: false, layout: 'padded' },
} satisfies Meta<typeof ApiDocPlaceholder>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithBackLink: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Member-connection API document' })).toBeVisible();
    await expect(canvas.getByText('No document has been published yet.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to system settings' })).toHaveAttribute(
      'href',
      '/setup/system',
    );
  },
};

export const WithoutBackLink: Story = {
  args: { backLink: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Member-connection API document' })).toBeVisible();
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};
