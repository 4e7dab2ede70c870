import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { t } from '@/test/story-t';
import { DatePickerButton } from './date-picker-button';

const meta = {
  title: 'Reports/DatePickerButton',
  component: DatePickerButton,
  args: { label: 'Start date', value: '2026-11-20', onChange: fn(), name: 'start_date' },
  parameters: { router: false, layout: 'padded' },
} satisfies Meta<typeof DatePickerButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithDate: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Start date 2026-11-20' }));
    const dialog = await screen.findByRole('dialog', { name: 'Start date' });
    await expect(dialog).toBeVisible();
    const input = screen.getByLabelText(t('reports:picker.input'));
    await expect(input).toHaveValue('2026-11-20');
    await userEvent.clear(input);
    await userEvent.type(input, '2026-11-18');
    await userEvent.click(screen.getByRole('button', { name: t('reports:picker.confirm') }));
    await expect(args.onChange).toHaveBeenCalledWith('2026-11-18');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const CancelKeepsDate: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Start date 2026-11-20' }));
    await screen.findByRole('dialog', { name: 'Start date' });
    await userEvent.clear(screen.getByLabelText(t('reports:picker.input')));
    await userEvent.type(screen.getByLabelText(t('reports:picker.input')), '2026-11-01');
    await userEvent.click(screen.getByRole('button', { name: t('reports:picker.cancel') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Start date 2026-11-20' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { value: '' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: `Start date ${t('reports:picker.empty')}` }));
    await screen.findByRole('dialog', { name: 'Start date' });
    await expect(screen.getByRole('button', { name: t('reports:picker.confirm') })).toBeDisabled();
  },
};

export const WithError: Story = {
  args: { value: '', error: 'Choose a start date.' },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: `Start date ${t('reports:picker.empty')}` });
    await expect(button).toHaveAccessibleDescription('Choose a start date.');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Choose a start date.');
  },
};
