import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { PinIcon } from '@/components/icons';
import { PressedIconButton } from './pressed-icon-button';

const meta = {
  title: 'UI/PressedIconButton',
  component: PressedIconButton,
  parameters: { layout: 'centered', router: false },
  tags: ['autodocs'],
  args: {
    pressed: false,
    label: 'Pin',
    pressedTitle: 'Pinned: click to unpin',
    onClick: fn(),
    pressedClassName: 'text-primary-700',
    children: <PinIcon className="size-5" />,
  },
} satisfies Meta<typeof PressedIconButton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Off: named by its label, which is also its tooltip; not pressed; a click asks to turn it on. */
export const NotPressed: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: args.label, pressed: false });
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await expect(button).toHaveAttribute('title', args.label);
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** On: the same name, pressed, in its pressed colour, with a tooltip saying what being on means. */
export const Pressed: Story = {
  args: { pressed: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: args.label, pressed: true });
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(button).toHaveAttribute('title', args.pressedTitle);
    await expect(button).toHaveClass('text-primary-700');
  },
};
