import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { handlers } from '@mocks/handlers';
import { apiUrl } from '@mocks/server/endpoint';
import { signInAs } from '@mocks/server/story-session';
import { RouteGuard } from '@/app/router/route-guard';
import { endpoints } from '@/lib/api/endpoints';
import { i18next, LANGUAGE_NAMES, type Language } from '@/lib/i18n';
import { t, tx } from '@/test/translate';
import { MemoryRoutes, memoryRouteTable } from '@/test/harness/memory-routes';

/** How the menu call fails until the play restores the API (null: the demo backend answers). */
let failure: (() => Response) | null = null;
const menuWhileDown = http.post(apiUrl(endpoints.menuList.path), () => (failure ? failure() : undefined));
// Signing out cannot reach the server either while it is down.
const logoutWhileDown = http.post(apiUrl(endpoints.logout.path), () => (failure ? failure() : undefined));

function ColdLoad({ path }: { path: string }) {
  const [router] = useState(() =>
    memoryRouteTable(
      [
        { path: '/login', element: <p>Sign-in page</p> },
        { path: '*', element: <RouteGuard>{<p>SR02 report page</p>}</RouteGuard> },
      ],
      { initialEntries: [path] },
    ),
  );
  return <MemoryRoutes table={router} />;
}

/** Reloading a deep screen while the API fails: the path stays, the reason shows, Retry recovers. */
const meta = {
  title: 'Flows/ColdLoadApiFailing',
  component: ColdLoad,
  args: { path: '/report/sr02' },
  parameters: { router: false, msw: { handlers: [menuWhileDown, logoutWhileDown, ...handlers] } },
  beforeEach: () => {
    signInAs(1);
    failure = () => HttpResponse.error();
  },
} satisfies Meta<typeof ColdLoad>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NetworkDown: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: t('common:loadFailed.title') })).toBeVisible();
    await expect(canvas.getByText(t('common:errors.network'))).toBeVisible();
    await expect(canvas.queryByText(t('common:noAuthority'))).not.toBeInTheDocument();

    failure = null;
    await userEvent.click(canvas.getByRole('button', { name: t('common:actions.retry') }));
    await expect(await canvas.findByText('SR02 report page')).toBeVisible();
  },
};

export const ServerError: Story = {
  beforeEach: () => {
    failure = () => new HttpResponse('<h1>Internal Server Error</h1>', { status: 500 });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('common:errors.server', { status: 500 }))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('common:actions.retry') })).toBeEnabled();
    await expect(canvas.queryByText(t('common:noAuthority'))).not.toBeInTheDocument();
  },
};

const failedHeading = (canvas: ReturnType<typeof within>) =>
  canvas.findByRole('heading', { name: t('common:loadFailed.title') });

/** The toolbar cannot show, but Logout can: the session ends here though the server is not reached. */
export const LogoutWhileDown: Story = {
  // The sign-in page here is a stand-in, and the snackbar over it leaves after 3 s: no picture.
  parameters: { snapshot: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await failedHeading(canvas)).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('common:actions.retry') })).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: t('common:loadFailed.signOut') }));
    await expect(await canvas.findByText('Sign-in page')).toBeVisible();
    await expect(await screen.findByText(t('auth:logoutSuccess'))).toBeVisible();
    await expect(localStorage.getItem('user_token')).toBeNull();
    await expect(localStorage.getItem('user_id')).toBeNull();
  },
};

/** Chooses `language` from the page's menu (Russian is neither of the languages the stories run in). */
async function choose(canvas: ReturnType<typeof within>, language: Language) {
  await userEvent.click(canvas.getByRole('button', { name: tx('common:language.label') }));
  await userEvent.click(await screen.findByRole('menuitem', { name: LANGUAGE_NAMES[language] }));
  await waitFor(() => expect(document.documentElement).toHaveAttribute('lang', language));
}

/** The language changes in place, without the server: the page reads in the chosen language. */
export const LanguageWhileDown: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const original = i18next.language as Language;
    await expect(await failedHeading(canvas)).toBeVisible();
    await choose(canvas, 'ru');
    await waitFor(() =>
      expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(t('common:loadFailed.title', { lng: 'ru' })),
    );
    await expect(canvas.getByText(t('common:errors.network', { lng: 'ru' }))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('common:actions.retry', { lng: 'ru' }) })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: t('common:loadFailed.signOut', { lng: 'ru' }) })).toBeEnabled();
    await expect(localStorage.getItem('LOCALE')).toBe('ru');
    // The play ends in the story's own language, as it began.
    await choose(canvas, original);
    await expect(canvas.getByRole('heading', { level: 1, name: t('common:loadFailed.title') })).toBeVisible();
  },
};
