import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Field, TextInput } from './field';
import { FilterForm } from './filter-form';
import { t } from '@/test/translate';

const meta = {
  tags: ['autodocs'],
  title: 'UI/FilterForm',
  component: FilterForm,
  args: {
    title: 'Search history',
    summary: 'player01 · 2026-11-20 → 2026-11-27',
    submitLabel: 'Search',
    onSubmit: fn((event: { preventDefault: () => void }) => event.preventDefault()),
    children: (
      <Field label="Username">
        <TextInput autoComplete="off" defaultValue="player01" />
      </Field>
    ),
  },
  parameters: { router: false },
} satisfies Meta<typeof FilterForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const form = canvas.getByRole('form', { name: 'Search history' });
    await expect(form).toContainElement(canvas.getByRole('textbox', { name: 'Username' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const Searching: Story = {
  args: { searching: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Search' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** On a phone the form folds behind a toggle that says what is filtered, so the results come first. */
export const FoldedOnAPhone: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, userEvent }) => {
    const toggle = canvas.getByRole('button', { expanded: false });
    await expect(toggle).toHaveTextContent(t('kit:filters.toggle', { title: 'Search history' }));
    await expect(toggle).toHaveTextContent('player01 · 2026-11-20 → 2026-11-27');
    await expect(canvas.queryByRole('form', { name: 'Search history' })).toBeNull();
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('form', { name: 'Search history' })).toBeVisible();
  },
};
