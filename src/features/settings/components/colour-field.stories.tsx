import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fireEvent, fn } from 'storybook/test';
import { ColourField } from './colour-field';
import { t } from '@/test/translate';

/** Keeps the value in step like the form does, so typing shows up in both inputs. */
function StatefulColourField(props: ComponentProps<typeof ColourField>) {
  const [value, setValue] = useState(props.value);
  return (
    <ColourField
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Settings/ColourField',
  component: ColourField,
  args: { label: 'Header background colour', value: '#1e3a8a', onChange: fn(), onBlur: fn() },
  parameters: { router: false, layout: 'padded' },
} satisfies Meta<typeof ColourField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Header background colour' })).toBeVisible();
    await expect(canvas.getByLabelText(t('settings:colour.picker', { label: 'Header background colour' }))).toHaveValue(
      '#1e3a8a',
    );
    await expect(
      canvas.getByRole('textbox', { name: t('settings:colour.hex', { label: 'Header background colour' }) }),
    ).toHaveValue('#1e3a8a');
  },
};

export const Editing: Story = {
  render: (args) => <StatefulColourField {...args} />,
  play: async ({ canvas, userEvent, args }) => {
    const hex = canvas.getByRole('textbox', { name: t('settings:colour.hex', { label: 'Header background colour' }) });
    await userEvent.clear(hex);
    await userEvent.type(hex, '#FF8800');
    await expect(args.onChange).toHaveBeenLastCalledWith('#FF8800');
    await expect(canvas.getByLabelText(t('settings:colour.picker', { label: 'Header background colour' }))).toHaveValue(
      '#ff8800',
    );
    await fireEvent.input(canvas.getByLabelText(t('settings:colour.picker', { label: 'Header background colour' })), {
      target: { value: '#00aa55' },
    });
    await expect(args.onChange).toHaveBeenLastCalledWith('#00aa55');
    await expect(hex).toHaveValue('#00aa55');
  },
};

export const Invalid: Story = {
  args: { value: '#12345', error: 'Enter a colour as # followed by 6 hex digits, for example #1e3a8a.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Enter a colour as # followed by 6 hex digits');
    await expect(
      canvas.getByRole('textbox', { name: t('settings:colour.hex', { label: 'Header background colour' }) }),
    ).toHaveAttribute('aria-invalid', 'true');
    // An unusable hex leaves the native picker on black rather than breaking it.
    await expect(canvas.getByLabelText(t('settings:colour.picker', { label: 'Header background colour' }))).toHaveValue(
      '#000000',
    );
  },
};
