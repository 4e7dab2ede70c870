import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect } from 'storybook/test';
import { t } from '@/test/translate';
import { Badge, type BadgeTone } from './badge';

/** Each tone with the transaction status that uses it, in the story's language. */
const TONES: [BadgeTone, string][] = [
  ['success', 'history:status.1'],
  ['error', 'history:status.0'],
  ['warning', 'history:status.2'],
  ['info', 'history:status.4'],
  ['neutral', 'history:status.3'],
];

function AllTones() {
  const { t: tr } = useTranslation();
  return (
    <div className="flex flex-wrap gap-2">
      {TONES.map(([tone, key]) => (
        <Badge key={tone} tone={tone}>
          {tr(key)}
        </Badge>
      ))}
    </div>
  );
}

const meta = {
  tags: ['autodocs'],
  title: 'UI/Badge',
  component: AllTones,
  parameters: { router: false, layout: 'padded' },
} satisfies Meta<typeof AllTones>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Five tones, each its own colour, the text whole on one line. */
export const Tones: Story = {
  play: async ({ canvas }) => {
    const badges = TONES.map(([, key]) => canvas.getByText(t(key)));
    const colours = new Set(badges.map((badge) => getComputedStyle(badge).backgroundColor));
    await expect(colours.size).toBe(TONES.length);
    for (const badge of badges) await expect(badge.scrollWidth).toBeLessThanOrEqual(badge.clientWidth + 1);
  },
};
