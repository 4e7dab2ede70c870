import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { t, tx } from '@/test/translate';
import { LoginForm } from './login-form';
import { cardFrame } from '@/test/stories/card-frame';

const demoAccounts = [
  { username: 'admin', password: 'admin123', role: 'admin', factors: [{ method: 'authenticator', code: '135790' }] },
  { username: 'agent01', password: 'agent123', role: 'agent', factors: [{ method: 'sms', code: '246810' }] },
  { username: 'service01', password: 'service123', role: 'customerService', factors: [] },
  {
    username: 'manager',
    password: 'manager123',
    role: 'admin',
    factors: [
      { method: 'authenticator', code: '135790' },
      { method: 'sms', code: '246810' },
    ],
  },
] as const satisfies Parameters<typeof LoginForm>[0]['demoAccounts'];

const meta = {
  title: 'Auth/LoginForm',
  component: LoginForm,
  args: { onSubmit: fn() },
  decorators: [cardFrame],
  parameters: { router: false },
} satisfies Meta<typeof LoginForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText(tx('auth:username')), 'admin');
    await userEvent.type(canvas.getByLabelText(tx('auth:password')), 'admin123');
    await userEvent.click(canvas.getByRole('button', { name: t('auth:login') }));
    // The form's rules may still be arriving: the submit follows them.
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit).toHaveBeenCalledWith({ username: 'admin', password: 'admin123' }, expect.anything());
  },
};

export const EmptyFieldValidation: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: t('auth:login') }));
    await expect(await canvas.findByText(t('auth:validation.usernameRequired'))).toBeVisible();
    await expect(canvas.getByText(t('auth:validation.passwordRequired'))).toBeVisible();
    await expect(canvas.getByLabelText(tx('auth:username'))).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { pending: true, defaultValues: { username: 'admin', password: 'admin123' } },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: t('auth:login') });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ServerError: Story = {
  args: { error: 'Incorrect username or password', defaultValues: { username: 'admin', password: 'nope' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Incorrect username or password');
    await expect(canvas.getByRole('button', { name: t('auth:login') })).toBeEnabled();
    await expect(canvas.getByLabelText(tx('auth:username'))).toHaveValue('admin');
  },
};

export const DemoAccounts: Story = {
  args: { demoAccounts: [...demoAccounts], onResetDemo: fn() },
  play: async ({ canvas, userEvent, args }) => {
    const authenticator = t('auth:demo.factors.authenticator', { code: '135790' });
    const sms = t('auth:demo.factors.sms', { code: '246810' });
    await expect(await canvas.findByRole('heading', { name: t('auth:demo.title') })).toBeVisible();
    await expect(canvas.getByText(`${t('auth:demo.roles.admin')} · ${authenticator}`)).toBeVisible();
    await expect(canvas.getByText(`${t('auth:demo.roles.agent')} · ${sms}`)).toBeVisible();
    await expect(
      canvas.getByText(`${t('auth:demo.roles.customerService')} · ${t('auth:demo.factors.none')}`),
    ).toBeVisible();
    await expect(canvas.getByText(`${t('auth:demo.roles.admin')} · ${authenticator} / ${sms}`)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'agent01' }));
    await expect(canvas.getByLabelText(tx('auth:username'))).toHaveValue('agent01');
    await expect(canvas.getByLabelText(tx('auth:password'))).toHaveValue('agent123');
    await userEvent.click(canvas.getByRole('button', { name: t('common:demo.reset') }));
    await expect(args.onResetDemo).toHaveBeenCalledTimes(1);
  },
};
