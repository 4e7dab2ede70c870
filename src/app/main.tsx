import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { env } from '@/config/env';
import { applyStoredTheme } from '@/lib/theme';
import { initI18n } from '@/lib/i18n';
import '@/index.css';
import { AppProviders } from './providers';
import { createQueryClient } from '@/lib/query-client';
import { createAppRouter } from './router/router';

async function boot() {
  applyStoredTheme();
  if (env.demo) {
    const { startDemoBackend } = await import('@mocks/browser');
    await startDemoBackend();
  }
  await initI18n();
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing');
  createRoot(root).render(
    <StrictMode>
      <AppProviders queryClient={createQueryClient()}>
        <RouterProvider router={createAppRouter()} />
      </AppProviders>
    </StrictMode>,
  );
}

void boot();
