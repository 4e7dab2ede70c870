import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { t } from '@/test/translate';
import { LoadFailed } from './load-failed';

const meta = {
  tags: ['autodocs'],
  title: 'UI/LoadFailed',
  component: LoadFailed,
  args: {
    message: 'The server did not answer (503).',
    retrying: false,
    onRetry: fn(),
  },
  parameters: { router: false, layout: 'fullscreen' },
} satisfies Meta<typeof LoadFailed>;
export default meta;
type Story = StoryObj<typeof meta>;

const alert = (el: HTMLElement) => within(el).getByRole('alert');
const retry = (el: HTMLElement) => within(alert(el)).getByRole('button', { name: t('common:actions.retry') });

/** Says what failed and that nothing changed; Retry asks again. */
export const Failed: Story = {
  play: async ({ canvasElement, args, userEvent }) => {
    await expect(
      within(alert(canvasElement)).getByRole('heading', { level: 1, name: t('common:loadFailed.title') }),
    ).toBeVisible();
    await expect(alert(canvasElement)).toHaveTextContent('The server did not answer (503).');
    await expect(within(alert(canvasElement)).getByText(t('common:loadFailed.hint'))).toBeVisible();
    await expect(retry(canvasElement)).toBeEnabled();
    await userEvent.click(retry(canvasElement));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** While it asks again, Retry is busy and cannot be pressed twice. */
export const Retrying: Story = {
  args: { retrying: true },
  play: async ({ canvasElement, args }) => {
    await expect(retry(canvasElement)).toBeDisabled();
    await expect(retry(canvasElement)).toHaveAttribute('aria-busy', 'true');
    await expect(alert(canvasElement)).toHaveTextContent('The server did not answer (503).');
    await expect(args.onRetry).not.toHaveBeenCalled();
  },
};

/** What stays in reach above the message (the route guard puts the language menu and Logout there). */
export const WithToolbar: Story = {
  args: { toolbar: <button type="button">Logout</button> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('banner')).toContainElement(
      within(canvasElement).getByRole('button', { name: 'Logout' }),
    );
    await expect(retry(canvasElement)).toBeEnabled();
  },
};
