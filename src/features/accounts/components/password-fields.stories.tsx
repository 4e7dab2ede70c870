import { zodResolver } from '@hookform/resolvers/zod';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useForm } from 'react-hook-form';
import { expect } from 'storybook/test';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { t, tx } from '@/test/translate';
import { passwordField } from '../schemas/add-account';
import { PasswordFields } from './password-fields';

const schema = z.object({ password: passwordField, password_confirmation: passwordField });
type Pair = z.infer<typeof schema>;

/** PasswordFields takes react-hook-form's register and state: a tiny form supplies them. */
function PasswordForm({ required, disabled = false }: { required: boolean; disabled?: boolean }) {
  const { register, handleSubmit, watch, formState } = useForm<Pair>({
    resolver: zodResolver(schema),
    defaultValues: { password: '', password_confirmation: '' },
  });
  const values = watch();
  return (
    <form noValidate onSubmit={handleSubmit(() => undefined)} className="max-w-sm space-y-3">
      <PasswordFields<Pair>
        register={register}
        errors={formState.errors}
        values={values}
        required={required}
        disabled={disabled}
      />
      <Button type="submit">Check</Button>
    </form>
  );
}

const meta = {
  title: 'Accounts/PasswordFields',
  component: PasswordForm,
  args: { required: true },
  parameters: { router: false, layout: 'padded' },
} satisfies Meta<typeof PasswordForm>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = { getByLabelText: (text: RegExp) => HTMLElement };
/** A field's label, with or without the required mark. */
const label = (key: string) => new RegExp(`^${tx(key).source}\\*?$`);
const password = (canvas: Canvas) => canvas.getByLabelText(label('accounts:form.password'));
const confirmation = (canvas: Canvas) => canvas.getByLabelText(label('accounts:form.passwordConfirmation'));

export const Required: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getAllByText('0/15')).toHaveLength(2);
    await userEvent.type(password(canvas), 'abc123');
    await expect(await canvas.findByText('6/15')).toBeVisible();
    await expect(password(canvas)).toHaveAttribute('type', 'password');
    await expect(canvas.queryByText(t('accounts:form.passwordKeepHint'))).not.toBeInTheDocument();
  },
};

export const ValidationErrors: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(password(canvas), 'abc');
    await userEvent.type(confirmation(canvas), 'abc 1');
    await userEvent.click(canvas.getByRole('button', { name: 'Check' }));
    await expect(await canvas.findByText(t('accounts:validation.passwordLength', { min: 4, max: 15 }))).toBeVisible();
    await expect(canvas.getByText(t('accounts:validation.passwordChars'))).toBeVisible();
    await expect(password(canvas)).toHaveAttribute('aria-invalid', 'true');
  },
};

export const TooLong: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(password(canvas), 'a'.repeat(16));
    const counter = await canvas.findByText('16/15');
    await expect(counter).toBeVisible();
    await expect(counter).toHaveClass('text-red-700');
  },
};

export const OptionalOnEdit: Story = {
  args: { required: false },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText(t('accounts:form.passwordKeepHint'))).toHaveLength(2);
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(password(canvas)).toBeDisabled();
    await expect(confirmation(canvas)).toBeDisabled();
  },
};
