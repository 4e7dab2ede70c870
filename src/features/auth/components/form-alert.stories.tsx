import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { cardFrame } from '@/test/stories/card-frame';
import { FormAlert } from './form-alert';

const meta = {
  title: 'Auth/FormAlert',
  component: FormAlert,
  args: { message: 'Incorrect username or password.' },
  decorators: [cardFrame],
  parameters: { router: false },
} satisfies Meta<typeof FormAlert>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithMessage: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Incorrect username or password.');
  },
};

export const NoMessage: Story = {
  args: { message: null },
  // The place the alert would take in the card: it stays empty, and the card around it is shown.
  decorators: [(Story) => <div data-testid="alert-slot">{Story()}</div>],
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('alert-slot')).toBeEmptyDOMElement();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};
