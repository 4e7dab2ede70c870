import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { t, tx } from '@/test/translate';
import { cardFrame } from '@/test/stories/card-frame';
import { useOverlay } from '@/lib/use-overlay';
import { VerificationCard, type VerificationCardProps } from './verification-card';

const meta = {
  title: 'Auth/VerificationCard',
  component: VerificationCard,
  args: {
    username: 'agent01',
    methods: ['authenticator'],
    mobile: '0912345678',
    onVerify: fn(),
    onSendCode: fn(),
    onBack: fn(),
    onMethodChange: fn(),
    // Held by the wrapper below, as the login page holds it.
    confirmOpen: false,
    onConfirmOpenChange: fn(),
  },
  decorators: [cardFrame],
  parameters: { router: false },
  render: (args) => <WithConfirmState {...args} />,
} satisfies Meta<typeof VerificationCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The send confirmation's open state held as the login page holds it: the card only asks for it. */
function WithConfirmState(args: VerificationCardProps) {
  const dialogs = useOverlay<'confirmSend'>();
  return (
    <VerificationCard
      {...args}
      confirmOpen={dialogs.isOpen('confirmSend')}
      onConfirmOpenChange={(open) => (open ? dialogs.open('confirmSend') : dialogs.close())}
    />
  );
}

/** Stories only: the card appears after a click, as it does when it replaces the submitted login form. */
function AppearsOnClick({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  return shown ? (
    children
  ) : (
    <button type="button" aria-label="Login" className="size-8 rounded bg-slate-200" onClick={() => setShown(true)} />
  );
}

/** The card appears in place of the login form: the code field takes the focus so the user can type at once. */
export const FocusesCodeField: Story = {
  render: (args) => (
    <AppearsOnClick>
      <WithConfirmState {...args} />
    </AppearsOnClick>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button'));
    const code = await canvas.findByLabelText(tx('auth:verify.code'));
    await expect(code).toHaveFocus();
    await userEvent.keyboard('135790');
    await expect(code).toHaveValue('135790');
  },
};

// @spec bo.errors.login-7001
export const Authenticator: Story = {
  args: { username: 'admin' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText(t('auth:verify.authenticatorHint'))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('auth:verify.sendCode') })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: t('auth:verify.submit') }));
    await expect(await canvas.findByText(t('auth:validation.codeRequired'))).toBeVisible();
    await expect(args.onVerify).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByLabelText(tx('auth:verify.code')), '135790');
    await userEvent.click(canvas.getByRole('button', { name: t('auth:verify.submit') }));
    await waitFor(() => expect(args.onVerify).toHaveBeenCalledWith('authenticator', '135790'));
    await userEvent.click(canvas.getByRole('button', { name: t('auth:verify.back') }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

// @spec bo.errors.login-7002
export const Sms: Story = {
  args: { methods: ['sms'] },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText(t('auth:verify.smsHint', { phone: '09***678' }))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('auth:verify.sendCode') })).toBeEnabled();
    await userEvent.type(canvas.getByLabelText(tx('auth:verify.code')), '246810');
    await userEvent.click(canvas.getByRole('button', { name: t('auth:verify.submit') }));
    await waitFor(() => expect(args.onVerify).toHaveBeenCalledWith('sms', '246810'));
  },
};

// @spec bo.errors.login-7003
export const EitherChooser: Story = {
  args: { username: 'manager', methods: ['authenticator', 'sms'], mobile: '0987654321' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('group', { name: t('auth:verify.method') })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: t('auth:verify.methods.authenticator') })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: t('auth:verify.methods.sms') })).not.toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: t('auth:verify.methods.sms') }));
    await expect(args.onMethodChange).toHaveBeenCalledWith('sms');
    await expect(canvas.getByRole('button', { name: t('auth:verify.sendCode') })).toBeVisible();
    await expect(canvas.getByText(t('auth:verify.smsHint', { phone: '09***321' }))).toBeVisible();
  },
};

// @spec bo.errors.login-7002
export const SmsConfirmDialog: Story = {
  args: { methods: ['sms'] },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: t('auth:verify.sendCode') }));
    const dialog = await screen.findByRole('alertdialog', { name: t('auth:verify.confirmSendTitle') });
    await expect(dialog).toHaveTextContent(t('auth:verify.confirmSendMessage', { phone: '09***678' }));
    await expect(dialog).not.toHaveTextContent('0912345678');
    await expect(args.onSendCode).not.toHaveBeenCalled();
  },
};

export const SmsConfirmed: Story = {
  args: { methods: ['sms'] },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: t('auth:verify.sendCode') }));
    const dialog = await screen.findByRole('alertdialog', { name: t('auth:verify.confirmSendTitle') });
    await userEvent.click(await screen.findByRole('button', { name: t('common:actions.confirm') }));
    await expect(args.onSendCode).toHaveBeenCalledTimes(1);
    await expect(dialog).not.toBeInTheDocument();
  },
};

export const CountdownRunning: Story = {
  args: { methods: ['sms'], resendIn: 60, codeSent: true },
  play: async ({ canvas }) => {
    const resend = canvas.getByRole('button', { name: t('auth:verify.resendIn', { seconds: 60 }) });
    await expect(resend).toBeDisabled();
    await expect(canvas.getByRole('status')).toHaveTextContent(t('auth:verify.codeSent', { phone: '09***678' }));
  },
};

export const CountdownOver: Story = {
  args: { methods: ['sms'], resendIn: 0, codeSent: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: t('auth:verify.resend') })).toBeEnabled();
  },
};

export const SendFailure: Story = {
  args: { methods: ['sms'], resendIn: 0, codeSent: false, error: 'SMS gateway is down' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('SMS gateway is down');
    await expect(canvas.getByRole('button', { name: t('auth:verify.sendCode') })).toBeEnabled();
  },
};

export const Verifying: Story = {
  args: { pending: true },
  play: async ({ canvas }) => {
    const verify = canvas.getByRole('button', { name: t('auth:verify.submit') });
    await expect(verify).toBeDisabled();
    await expect(verify).toHaveAttribute('aria-busy', 'true');
  },
};

export const WrongCode: Story = {
  args: { username: 'admin', error: 'The authenticator code is incorrect' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The authenticator code is incorrect');
    const input = canvas.getByLabelText(tx('auth:verify.code'));
    await expect(input).toBeEnabled();
    await userEvent.type(input, '135790');
    await userEvent.click(canvas.getByRole('button', { name: t('auth:verify.submit') }));
    await waitFor(() => expect(args.onVerify).toHaveBeenCalledWith('authenticator', '135790'));
  },
};

export const UnsupportedMethod: Story = {
  args: { methods: ['email'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('auth:verify.unsupported', { method: 'email' }));
    await expect(canvas.queryByRole('button', { name: t('auth:verify.submit') })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: t('auth:verify.back') })).toBeEnabled();
  },
};
