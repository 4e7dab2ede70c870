import type { Decorator, Preview } from '@storybook/react-vite';
import { QueryClientProvider } from '@tanstack/react-query';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { useEffect, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { createQueryClient } from '@/app/query-client';
import { NoticeProvider } from '@/components/ui/notice';
import { initI18n, i18next, LANGUAGES, LANGUAGE_NAMES } from '@/lib/i18n';
import { applyTheme, PRIMARY_COLORS, type PrimaryColor } from '@/lib/theme';
import { db } from '@mocks/db/store';
import { handlers } from '@mocks/handlers';
import '@/index.css';

function LocaleGate({ locale, children }: { locale: string; children: ReactNode }) {
  const [ready, setReady] = useState(i18next.isInitialized && i18next.language === locale);
  useEffect(() => {
    let live = true;
    void initI18n()
      .then(() => i18next.changeLanguage(locale))
      .then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [locale]);
  return ready ? <I18nextProvider i18n={i18next}>{children}</I18nextProvider> : null;
}

const withProviders: Decorator = (Story, context) => {
  const [client] = useState(createQueryClient);
  applyTheme({ sidebar: context.globals.sidebar ?? 'dark', primary: (context.globals.primary ?? PRIMARY_COLORS[0]) as PrimaryColor });
  const route = (context.parameters.route as string | undefined) ?? '/index';
  const content = <Story />;
  return (
    <LocaleGate locale={context.globals.locale ?? 'en'}>
      <QueryClientProvider client={client}>
        <NoticeProvider>
          {context.parameters.router === false ? content : <MemoryRouter initialEntries={[route]}>{content}</MemoryRouter>}
        </NoticeProvider>
      </QueryClientProvider>
    </LocaleGate>
  );
};

const preview: Preview = {
  loaders: [mswLoader()],
  decorators: [withProviders],
  beforeEach() {
    // Each story starts from the seeded demo data and a signed-out storage, unless it says otherwise.
    db.reset();
    localStorage.clear();
  },
  parameters: {
    msw: { handlers },
    layout: 'fullscreen',
    controls: { matchers: { color: /(background|color)$/i } },
    a11y: { test: 'error' },
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
