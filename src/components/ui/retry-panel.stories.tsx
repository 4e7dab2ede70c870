import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { t } from '@/test/translate';
import { RetryPanel } from './retry-panel';

const meta = {
  tags: ['autodocs'],
  title: 'UI/RetryPanel',
  component: RetryPanel,
  // The texts are translated as the story draws (the language is loaded by then, not as this file loads).
  args: { message: 'common:errors.network', onRetry: fn() },
  render: ({ message, title, ...args }) => (
    <RetryPanel {...args} message={t(message)} title={typeof title === 'string' ? t(title) : title} />
  ),
  parameters: { router: false },
} satisfies Meta<typeof RetryPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

const alert = (el: HTMLElement) => within(el).getByRole('alert');
const retry = (el: HTMLElement) => within(alert(el)).getByRole('button', { name: t('common:actions.retry') });

/** Says why the content could not be loaded; Retry asks again. */
export const Failed: Story = {
  play: async ({ canvasElement, args, userEvent }) => {
    await expect(alert(canvasElement)).toHaveTextContent(t('common:errors.network'));
    await expect(retry(canvasElement)).toBeEnabled();
    await userEvent.click(retry(canvasElement));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** With what could not be loaded above the reason. */
export const WithTitle: Story = {
  args: { title: 'chat-templates:page.loadFailed' },
  play: async ({ canvasElement }) => {
    await expect(within(alert(canvasElement)).getByText(t('chat-templates:page.loadFailed'))).toBeVisible();
    await expect(alert(canvasElement)).toHaveTextContent(t('common:errors.network'));
  },
};

/** While it asks again, Retry is busy and cannot be pressed twice. */
export const Retrying: Story = {
  args: { retrying: true },
  play: async ({ canvasElement, args, userEvent }) => {
    await expect(retry(canvasElement)).toBeDisabled();
    await expect(retry(canvasElement)).toHaveAttribute('aria-busy', 'true');
    await userEvent.setup({ pointerEventsCheck: 0 }).click(retry(canvasElement));
    await expect(args.onRetry).not.toHaveBeenCalled();
  },
};
