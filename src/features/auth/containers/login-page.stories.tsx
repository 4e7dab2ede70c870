import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { i18next, LANGUAGE_NAMES, type Language } from '@/lib/i18n';
import { storage } from '@/lib/storage';
import { t, tx } from '@/test/translate';
import { handlers } from '@mocks/handlers';
import { networkErrorFor, replyWith } from '@mocks/server/endpoint';
import { recordCalls } from '@mocks/server/record-calls';
import LoginPage from './login-page';

/** The login page on the demo backend (MSW): every call goes through the real envelope. */
const meta = {
  title: 'Auth/LoginPage',
  component: LoginPage,
  parameters: { route: '/login' },
} satisfies Meta<typeof LoginPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const loginCalls = recordCalls('api/login');
/** Opens the held sign-in call; the story holds it so that its waiting state can be read. */
let releaseLogin = () => {};

export const ThroughDemoBackend: Story = {
  parameters: { msw: { handlers: [loginCalls.handler, ...handlers] } },
  beforeEach: () => {
    loginCalls.calls.length = 0;
    releaseLogin = loginCalls.hold();
    return () => releaseLogin();
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText(tx('auth:username')), 'admin');
    await userEvent.type(canvas.getByLabelText(tx('auth:password')), 'admin123');
    const login = canvas.getByRole('button', { name: t('auth:login') });
    await userEvent.click(login);
    // Busy once the form's rules (loaded on first use) have passed; the held call keeps it busy.
    await waitFor(() => expect(login).toHaveAttribute('aria-busy', 'true'));
    releaseLogin();
    await expect(await canvas.findByRole('heading', { name: t('auth:verify.title') })).toBeVisible();
    await expect(canvas.getByText(t('auth:verify.authenticatorHint'))).toBeVisible();
    await expect(canvas.getByLabelText(tx('auth:verify.code'))).toHaveFocus();
    await expect(loginCalls.calls).toHaveLength(1);
    await expect(loginCalls.calls[0]).toMatchObject({ username: 'admin', password: 'admin123' });
  },
};

type PlayContext = Parameters<NonNullable<Story['play']>>[0];

async function reachVerification(
  { canvas, userEvent }: Pick<PlayContext, 'canvas' | 'userEvent'>,
  username: string,
  password: string,
) {
  await userEvent.type(await canvas.findByLabelText(tx('auth:username')), username);
  await userEvent.type(canvas.getByLabelText(tx('auth:password')), password);
  await userEvent.click(canvas.getByRole('button', { name: t('auth:login') }));
  await canvas.findByRole('heading', { name: t('auth:verify.title') });
}

// @spec bo.errors.login-7003
export const EitherChooser: Story = {
  play: async ({ canvas, userEvent }) => {
    await reachVerification({ canvas, userEvent }, 'manager', 'manager123');
    await expect(canvas.getByRole('radio', { name: t('auth:verify.methods.authenticator') })).toBeChecked();
  },
};

/** The clock is held still, so the countdown shows its first second deterministically. */
// @spec bo.errors.login-7002
export const SmsCountdownRunning: Story = {
  args: { now: () => 0 },
  play: async ({ canvas, userEvent }) => {
    await reachVerification({ canvas, userEvent }, 'agent01', 'agent123');
    await userEvent.click(canvas.getByRole('button', { name: t('auth:verify.sendCode') }));
    const dialog = await screen.findByRole('alertdialog', { name: t('auth:verify.confirmSendTitle') });
    await expect(dialog).toHaveTextContent('09***678');
    await userEvent.click(within(dialog).getByRole('button', { name: t('common:actions.confirm') }));
    await expect(
      await canvas.findByRole('button', { name: t('auth:verify.resendIn', { seconds: 60 }) }),
    ).toBeDisabled();
    await expect(await canvas.findByText(t('auth:verify.codeSent', { phone: '09***678' }))).toBeVisible();
  },
};

export const SmsSendFailure: Story = {
  args: { now: () => 0 },
  parameters: {
    msw: { handlers: [replyWith('api/sendValidateCode', { code: 5002, message: 'SMS gateway is down' }), ...handlers] },
  },
  play: async ({ canvas, userEvent }) => {
    await reachVerification({ canvas, userEvent }, 'agent01', 'agent123');
    await userEvent.click(canvas.getByRole('button', { name: t('auth:verify.sendCode') }));
    await userEvent.click(await screen.findByRole('button', { name: t('common:actions.confirm') }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('SMS gateway is down');
    await expect(canvas.getByRole('button', { name: t('auth:verify.sendCode') })).toBeEnabled();
  },
};

// @spec bo.errors.login-other
export const WrongCode: Story = {
  play: async ({ canvas, userEvent }) => {
    await reachVerification({ canvas, userEvent }, 'admin', 'admin123');
    await userEvent.type(canvas.getByLabelText(tx('auth:verify.code')), '000000');
    await userEvent.click(canvas.getByRole('button', { name: t('auth:verify.submit') }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The authenticator code is incorrect');
    await expect(canvas.getByLabelText(tx('auth:verify.code'))).toBeEnabled();
    await expect(canvas.getByRole('button', { name: t('auth:verify.submit') })).toBeEnabled();
  },
};

// @spec bo.errors.login-other
export const ServerError: Story = {
  parameters: {
    msw: {
      handlers: [replyWith('api/login', { code: 5002, message: 'The service is under maintenance' }), ...handlers],
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText(tx('auth:username')), 'service01');
    await userEvent.type(canvas.getByLabelText(tx('auth:password')), 'service123');
    await userEvent.click(canvas.getByRole('button', { name: t('auth:login') }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The service is under maintenance');
    await expect(canvas.getByRole('button', { name: t('auth:login') })).toBeEnabled();
  },
};

// @spec bo.errors.unlisted-messages
export const NetworkError: Story = {
  parameters: { msw: { handlers: [networkErrorFor('api/login'), ...handlers] } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText(tx('auth:username')), 'service01');
    await userEvent.type(canvas.getByLabelText(tx('auth:password')), 'service123');
    await userEvent.click(canvas.getByRole('button', { name: t('auth:login') }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('common:errors.network'));
    await expect(canvas.getByRole('button', { name: t('auth:login') })).toBeEnabled();
  },
};

// @spec bo.errors.label-agentBackendReLoginPrompt chat.errors.text-agent-relogin
export const AgentLoginPrompt: Story = {
  beforeEach: () => {
    localStorage.setItem('is_agent_login', '1');
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(t('auth:agentBackendReLoginPrompt'))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('auth:login') })).not.toBeInTheDocument();
  },
};

export const DemoAccountsPanel: Story = {
  // The reset toast fades after 3 s, so the picture depends on timing.
  parameters: { snapshot: false },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'service01' }));
    await expect(canvas.getByLabelText(tx('auth:username'))).toHaveValue('service01');
    await userEvent.click(canvas.getByRole('button', { name: t('common:demo.reset') }));
    await expect(await screen.findByText(t('common:demo.resetDone'))).toBeVisible();
  },
};

/** Chooses a language from the page's menu and waits until the page is in it and has stored it. */
async function chooseLanguage({ canvas, userEvent }: Pick<PlayContext, 'canvas' | 'userEvent'>, language: Language) {
  await userEvent.click(canvas.getByRole('button', { name: tx('common:language.label') }));
  await userEvent.click(await screen.findByRole('menuitem', { name: LANGUAGE_NAMES[language] }));
  await waitFor(() => expect(i18next.language).toBe(language));
  await expect(storage.get('LOCALE')).toBe(language);
  await expect(document.documentElement).toHaveAttribute('lang', language);
}

/** Russian is neither of the languages the stories run in; the play ends back in the story's own. */
async function chooseRussian(context: Pick<PlayContext, 'canvas' | 'userEvent'>) {
  const original = i18next.language as Language;
  await chooseLanguage(context, 'ru');
  return () => chooseLanguage(context, original);
}

/** Before sign-in the language changes in place: what was typed stays, the page reads in the new language. */
export const ChoosesLanguage: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText(tx('auth:username')), 'service01');
    const back = await chooseRussian({ canvas, userEvent });
    await expect(await canvas.findByRole('heading', { level: 1, name: t('auth:title') })).toBeVisible();
    await expect(canvas.getByLabelText(tx('auth:username'))).toHaveValue('service01');
    await expect(canvas.getByRole('button', { name: t('auth:login') })).toBeVisible();
    await expect(canvas.getByRole('button', { name: tx('common:language.label') })).toHaveTextContent('Русский');
    await back();
    await expect(canvas.getByRole('heading', { level: 1, name: t('auth:title') })).toBeVisible();
    await expect(canvas.getByLabelText(tx('auth:username'))).toHaveValue('service01');
  },
};

/** The verification step offers the language menu too, and changing language keeps the step. */
export const VerificationChoosesLanguage: Story = {
  play: async ({ canvas, userEvent }) => {
    await reachVerification({ canvas, userEvent }, 'admin', 'admin123');
    const back = await chooseRussian({ canvas, userEvent });
    await expect(await canvas.findByRole('heading', { level: 1, name: t('auth:verify.title') })).toBeVisible();
    await expect(canvas.getByText(t('auth:verify.authenticatorHint'))).toBeVisible();
    await expect(canvas.getByLabelText(tx('auth:verify.code'))).toBeEnabled();
    await back();
    await expect(canvas.getByRole('heading', { level: 1, name: t('auth:verify.title') })).toBeVisible();
  },
};
