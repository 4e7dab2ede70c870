import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { HighlightedText } from './highlighted-text';

const meta = {
  title: 'Chat/Room/HighlightedText',
  component: HighlightedText,
  args: {
    text: 'Bonus paid: the weekly bonus is in your wallet.',
    ranges: [
      { start: 0, end: 5 },
      { start: 23, end: 28 },
    ],
    current: 23,
  },
  parameters: { router: false, layout: 'padded' },
} satisfies Meta<typeof HighlightedText>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two matches; the one being shown is drawn apart. */
export const CurrentAndOther: Story = {
  play: async ({ canvasElement }) => {
    const marks = canvasElement.querySelectorAll('mark');
    await expect(marks).toHaveLength(2);
    await expect(marks[1]).toHaveAttribute('data-current', 'true');
    await expect(marks[0]).not.toHaveAttribute('data-current');
  },
};

/** Markup in a member's text stays text. */
export const MarkupStaysText: Story = {
  args: { text: '<b>bonus</b>', ranges: [{ start: 3, end: 8 }], current: 3 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('b')).toBeNull();
    await expect(canvasElement).toHaveTextContent('<b>bonus</b>');
  },
};
