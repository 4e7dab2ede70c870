import type { Decorator, Preview } from '@storybook/react-vite';
import { QueryClientProvider } from '@tanstack/react-query';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { configure } from 'storybook/test';
import { createQueryClient } from '@/lib/api/query-client';
import { LiveRegionProvider } from '@/components/ui/live-region';
import { NoticeProvider } from '@/components/ui/notice';
import { initI18n, i18next, LANGUAGES, LANGUAGE_NAMES } from '@/lib/i18n';
import { missingKeys } from '@/test/missing-keys';
import { applyTheme, PRIMARY_COLORS, type PrimaryColor } from '@/lib/theme';
import { db } from '@mocks/db/store';
import { handlers, realtimeHandlers } from '@mocks/handlers';
import { answerQuickly } from '@mocks/server/latency';
import '@/index.css';

// A play test waits for what the user will see, however long the machine takes to show it: on a loaded
// 2-core machine running two browsers, lazily loaded code and mock answers can take several seconds.
// Stories rely on this one default instead of shorter waits of their own. A state that never comes
// still fails, only later (well inside each story test's time).
configure({ asyncUtilTimeout: 15_000 });
// The demo backend answers after a fixed 10 ms (see mocks/server/latency.ts).
answerQuickly(10);

type Context = Parameters<Decorator>[1];

function StoryProviders({ context, children }: { context: Context; children: ReactNode }) {
  const [client] = useState(createQueryClient);
  applyTheme({
    sidebar: context.globals.sidebar ?? 'dark',
    primary: (context.globals.primary ?? PRIMARY_COLORS[0]) as PrimaryColor,
  });
  const route = (context.parameters.route as string | undefined) ?? '/index';
  const content = children;
  return (
    <I18nextProvider i18n={i18next}>
      <QueryClientProvider client={client}>
        <NoticeProvider>
          <LiveRegionProvider>
            {context.parameters.router === false ? (
              content
            ) : (
              <MemoryRouter initialEntries={[route]}>{content}</MemoryRouter>
            )}
          </LiveRegionProvider>
        </NoticeProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}

// Keyed by story: Storybook reuses the React root, so without the key a story would inherit the
// previous story's query cache and router state.
const withProviders: Decorator = (Story, context) => (
  <StoryProviders key={context.id} context={context}>
    <Story />
  </StoryProviders>
);

const preview: Preview = {
  // i18n is ready, in the toolbar's language, before the story renders, so play tests never race it.
  loaders: [
    mswLoader(),
    async ({ globals }) => {
      await initI18n('en', { onMissingKey: missingKeys.record });
      await i18next.changeLanguage((globals.locale as string | undefined) ?? 'en');
      return {};
    },
  ],
  decorators: [withProviders],
  afterEach() {
    const raw = missingKeys.take();
    if (raw.length) throw new Error(`Rendered i18n keys without a translation: ${raw.join(', ')}`);
  },
  beforeEach() {
    // Each story starts from the seeded demo data and a signed-out storage, unless it says otherwise.
    db.reset();
    localStorage.clear();
  },
  parameters: {
    // The API and the in-page Pusher-protocol server; a story that lists its own handlers adds realtimeHandlers when it needs live updates.
    msw: { handlers: [...handlers, ...realtimeHandlers] },
    layout: 'fullscreen',
    controls: { matchers: { color: /(background|color)$/i } },
    // The test-runner runs axe itself (serious and critical fail); the panel stays for manual checks.
    a11y: { test: 'off' },
  },
  initialGlobals: { locale: 'en', sidebar: 'dark', primary: PRIMARY_COLORS[0] },
  globalTypes: {
    locale: {
      description: 'Interface language',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: LANGUAGES.map((value) => ({ value, title: LANGUAGE_NAMES[value] })),
        dynamicTitle: true,
      },
    },
    sidebar: {
      description: 'Sidebar theme',
      toolbar: { title: 'Sidebar', icon: 'mirror', items: ['dark', 'light'], dynamicTitle: true },
    },
    primary: {
      description: 'Primary colour',
      toolbar: { title: 'Primary', icon: 'paintbrush', items: [...PRIMARY_COLORS], dynamicTitle: true },
    },
  },
  tags: ['autodocs'],
};

export default preview;
