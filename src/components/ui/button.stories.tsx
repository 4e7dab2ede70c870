import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { Button } from './button';

const meta = {
  tags: ['autodocs'],
  title: 'UI/Button',
  component: Button,
  args: { children: 'Save', onClick: fn() },
  parameters: { layout: 'centered', router: false },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Save' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    button.click();
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

function SaveTwice() {
  const [loading, setLoading] = useState(false);
  const save = () => {
    setLoading(true);
    // Long enough for the browser to draw the disabled button, which drops its focus.
    setTimeout(() => setLoading(false), 300);
  };
  return (
    <Button loading={loading} onClick={save}>
      Save
    </Button>
  );
}

/** After a save finishes, the button that started it has focus again, so the keyboard user keeps their place. */
export const FocusComesBack: Story = {
  render: () => <SaveTwice />,
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Save' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(button).toBeDisabled());
    await waitFor(() => expect(button).toBeEnabled());
    await expect(button).toHaveFocus();
  },
};

export const Danger: Story = {
  args: { variant: 'danger', children: 'Freeze' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Freeze' })).toBeEnabled();
  },
};
