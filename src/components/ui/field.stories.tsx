import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Field, TextInput } from './field';

const meta = {
  tags: ['autodocs'],
  title: 'UI/Field',
  component: Field,
  args: { label: 'Username', required: true, hint: '4 to 10 characters', children: <TextInput name="username" /> },
  parameters: { router: false, layout: 'padded' },
} satisfies Meta<typeof Field>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/Username/)).toBeInTheDocument();
    await expect(canvas.getByText('4 to 10 characters')).toBeInTheDocument();
  },
};

export const Invalid: Story = {
  args: { error: 'This field is required.', children: <TextInput name="username" invalid /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('This field is required.');
    await expect(canvas.getByLabelText(/Username/)).toHaveAttribute('aria-invalid', 'true');
  },
};
