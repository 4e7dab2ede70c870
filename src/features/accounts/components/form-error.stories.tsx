import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FormError } from './form-error';

const meta = {
  title: 'Accounts/FormError',
  component: FormError,
  args: { message: 'The username is already taken.' },
  parameters: { router: false, layout: 'padded' },
} satisfies Meta<typeof FormError>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithMessage: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The username is already taken.');
  },
};

/** Renders nothing by design (no error, no box), so there is no picture to take. */
export const NoMessage: Story = {
  args: { message: null },
  parameters: { snapshot: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};
