import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ScrollTopButton } from './scroll-top-button';
import { t } from '@/test/translate';

const meta = {
  title: 'Shell/ScrollTopButton',
  component: ScrollTopButton,
  args: { visible: true, onClick: fn() },
  parameters: { router: false },
  decorators: [
    (Story) => (
      <div data-testid="page" className="min-h-40">
        {Story()}
      </div>
    ),
  ],
} satisfies Meta<typeof ScrollTopButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Visible: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: t('shell:scrollTop') }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Hidden: Story = {
  args: { visible: false },
  play: async ({ canvas }) => {
    // The page is shown without the button: nothing else is drawn in its place.
    await expect(canvas.getByTestId('page')).toBeEmptyDOMElement();
    await expect(canvas.queryByRole('button', { name: t('shell:scrollTop') })).not.toBeInTheDocument();
  },
};

/** Over a control of the page the button steps aside: hidden and out of the tab order. */
export const Covering: Story = {
  args: { covering: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: t('shell:scrollTop') })).not.toBeInTheDocument();
  },
};
