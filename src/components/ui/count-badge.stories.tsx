import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CountBadge, NewDot } from './count-badge';

const meta = {
  tags: ['autodocs'],
  title: 'UI/CountBadge',
  component: CountBadge,
  args: { count: 3 },
  parameters: { router: false, layout: 'padded' },
} satisfies Meta<typeof CountBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A count asking for attention; hidden from assistive technology, whose words the caller gives. */
export const Alert: Story = {
  play: async ({ canvasElement }) => {
    const badge = canvasElement.querySelector('span');
    await expect(badge).toHaveTextContent(/^3$/);
    await expect(badge).toHaveAttribute('aria-hidden', 'true');
  },
};

/** Above 99 it says 99+, so the badge keeps its size. */
export const OverNinetyNine: Story = {
  args: { count: 1234 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('span')).toHaveTextContent(/^99\+$/);
  },
};

/** A muted room's count (first) beside one that asks for attention: still there, in grey. */
export const Muted: Story = {
  args: { count: 12, tone: 'neutral' },
  render: (args) => (
    <span className="flex gap-3">
      <CountBadge {...args} />
      <CountBadge count={12} />
    </span>
  ),
  play: async ({ canvasElement }) => {
    const [muted, alert] = canvasElement.querySelectorAll<HTMLElement>('[aria-hidden="true"]');
    await expect(muted).toHaveTextContent(/^12$/);
    await expect(getComputedStyle(muted!).backgroundColor).not.toBe(getComputedStyle(alert!).backgroundColor);
  },
};

/** On an icon's corner: smaller, ringed with the background. */
export const OnIcon: Story = {
  args: { count: 7, size: 'sm', onIcon: true },
  render: (args) => (
    <span className="relative inline-block size-10 rounded-md bg-slate-200">
      <CountBadge {...args} className="absolute -end-2.5 -top-1.5" />
    </span>
  ),
  play: async ({ canvasElement }) => {
    const badge = canvasElement.querySelector('[aria-hidden="true"]')!;
    await expect(badge).toHaveTextContent(/^7$/);
    await expect(badge.getBoundingClientRect().height).toBeLessThan(20);
  },
};

/** Where the server gives no count: a dot in the same colours. */
export const Dot: Story = {
  render: () => (
    <span className="flex gap-3">
      <NewDot />
      <NewDot tone="neutral" />
    </span>
  ),
  play: async ({ canvasElement }) => {
    const dots = canvasElement.querySelectorAll('[aria-hidden="true"]');
    await expect(dots).toHaveLength(2);
    for (const dot of dots) await expect(dot.getBoundingClientRect().width).toBeGreaterThan(5);
  },
};
