import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { envProblems } from '@/config/env';
import { applyStoredTheme } from '@/lib/theme';
import { initI18n, loadNamespacesFor, STARTUP_NAMESPACES, storedLanguage } from '@/lib/i18n';
import '@/index.css';
import { AppProviders } from './providers';
import { AppUpdatePrompt } from './app-update-prompt';
import { createQueryClient } from '@/lib/api/query-client';
import { AppRouter } from './router/router';
import { isChatPath } from './router/paths';
import { preloadRoutesFor } from './router/routes';

async function boot() {
  applyStoredTheme();
  // A compile-time constant: a real-API build drops this branch and the whole demo backend with it.
  if (import.meta.env.VITE_DEMO === '1') {
    const { startDemoBackend } = await import('@mocks/browser');
    await startDemoBackend();
  }
  // Only where the build made the app's worker (config/app-worker.ts): never beside the demo's own.
  if (import.meta.env.VITE_APP_WORKER === '1')
    void import('@/lib/pwa/register-app-worker')
      .then(({ registerAppWorker }) => registerAppWorker())
      .catch(() => undefined);
  const signedInAddress = preloadRoutesFor(window.location.pathname);
  await initI18n(storedLanguage(), { namespaces: STARTUP_NAMESPACES });
  if (signedInAddress) void loadNamespacesFor(isChatPath(window.location.pathname)).catch(() => undefined);
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing');
  if (envProblems.length > 0) {
    // Only a misconfigured build shows it: the operator's page is not every page's weight.
    const { ConfigErrorPage } = await import('./config-error-page');
    createRoot(root).render(
      <StrictMode>
        <ConfigErrorPage problems={envProblems} />
      </StrictMode>,
    );
    return;
  }
  createRoot(root).render(
    <StrictMode>
      <AppProviders queryClient={createQueryClient()}>
        <AppRouter />
        <AppUpdatePrompt />
      </AppProviders>
    </StrictMode>,
  );
}

void boot();
