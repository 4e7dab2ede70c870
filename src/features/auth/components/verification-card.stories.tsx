import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
import { cardFrame } from '../stories/story-frame';
import { VerificationCard } from './verification-card';

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
  },
  decorators: [cardFrame],
  parameters: { router: false },
} satisfies Meta<typeof VerificationCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Authenticator: Story = {
  args: { username: 'admin' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('Enter the code shown in your authenticator app.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Send code' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await expect(await canvas.findByText('Please enter the verification code.')).toBeVisible();
    await expect(args.onVerify).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByLabelText(/verification code/i), '135790');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await expect(args.onVerify).toHaveBeenCalledWith('authenticator', '135790');
    await userEvent.click(canvas.getByRole('button', { name: 'Back to sign in' }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

export const Sms: Story = {
  args: { methods: ['sms'] },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('We will text a code to 09***678.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Send code' })).toBeEnabled();
    await userEvent.type(canvas.getByLabelText(/verification code/i), '246810');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await expect(args.onVerify).toHaveBeenCalledWith('sms', '246810');
  },
};

export const EitherChooser: Story = {
  args: { username: 'manager', methods: ['authenticator', 'sms'], mobile: '0987654321' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('group', { name: 'Verification method' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Authenticator app' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'SMS code' })).not.toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'SMS code' }));
    await expect(args.onMethodChange).toHaveBeenCalledWith('sms');
    await expect(canvas.getByRole('button', { name: 'Send code' })).toBeVisible();
    await expect(canvas.getByText('We will text a code to 09***321.')).toBeVisible();
  },
};

export const SmsConfirmDialog: Story = {
  args: { methods: ['sms'] },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Send verification code' });
    await expect(dialog).toHaveTextContent('Send a verification code by SMS to 09***678?');
    await expect(dialog).not.toHaveTextContent('0912345678');
    await expect(args.onSendCode).not.toHaveBeenCalled();
  },
};

export const SmsConfirmed: Story = {
  args: { methods: ['sms'] },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Send verification code' });
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    await expect(args.onSendCode).toHaveBeenCalledTimes(1);
    await expect(dialog).not.toBeInTheDocument();
  },
};

export const CountdownRunning: Story = {
  args: { methods: ['sms'], resendIn: 60, codeSent: true },
  play: async ({ canvas }) => {
    const resend = canvas.getByRole('button', { name: 'Resend in 60 s' });
    await expect(resend).toBeDisabled();
    await expect(canvas.getByRole('status')).toHaveTextContent('A code was sent to 09***678.');
  },
};

export const CountdownOver: Story = {
  args: { methods: ['sms'], resendIn: 0, codeSent: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Resend code' })).toBeEnabled();
  },
};

export const SendFailure: Story = {
  args: { methods: ['sms'], resendIn: 0, codeSent: false, error: 'SMS gateway is down' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('SMS gateway is down');
    await expect(canvas.getByRole('button', { name: 'Send code' })).toBeEnabled();
  },
};

export const Verifying: Story = {
  args: { pending: true },
  play: async ({ canvas }) => {
    const verify = canvas.getByRole('button', { name: 'Verify' });
    await expect(verify).toBeDisabled();
    await expect(verify).toHaveAttribute('aria-busy', 'true');
  },
};

export const WrongCode: Story = {
  args: { username: 'admin', error: 'The authenticator code is incorrect' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The authenticator code is incorrect');
    const input = canvas.getByLabelText(/verification code/i);
    await expect(input).toBeEnabled();
    await userEvent.type(input, '135790');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await expect(args.onVerify).toHaveBeenCalledWith('authenticator', '135790');
  },
};

export const UnsupportedMethod: Story = {
  args: { methods: ['email'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The verification method "email" is not supported.');
    await expect(canvas.queryByRole('button', { name: 'Verify' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Back to sign in' })).toBeEnabled();
  },
};
