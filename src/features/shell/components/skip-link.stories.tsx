import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { t } from '@/test/translate';
import { SkipLink } from './skip-link';

const meta = {
  title: 'Shell/SkipLink',
  component: SkipLink,
  args: { targetId: 'story-main' },
  parameters: { router: false },
  decorators: [
    (Story) => (
      <div className="min-h-40">
        {Story()}
        <nav aria-label="Menu" className="p-4">
          <a href="#menu-item">Menu item</a>
        </nav>
        <main id="story-main" tabIndex={-1} className="p-4">
          Page
        </main>
      </div>
    ),
  ],
} satisfies Meta<typeof SkipLink>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The first Tab shows the link; Enter moves focus to the page, past the menu. */
export const TabThenEnter: Story = {
  play: async ({ canvas, userEvent }) => {
    const link = canvas.getByRole('link', { name: t('shell:skipToMain') });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(link).toBeVisible();
    await expect(link.getBoundingClientRect().width).toBeGreaterThan(1);
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
  },
};

/** Until focused the link takes no room and shows nothing. */
export const Hidden: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: t('shell:skipToMain') });
    await expect(link.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};
