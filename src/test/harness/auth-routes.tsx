import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { createQueryClient } from '@/lib/api/query-client';
import { NoticeProvider } from '@/components/ui/notice';
import AgentLoginPage from '@/features/auth/containers/agent-login-page';
import LoginPage, { type LoginPageProps } from '@/features/auth/containers/login-page';
import WebLoginPage from '@/features/auth/containers/web-login-page';

function Landing({ name }: { name: string }) {
  const { pathname } = useLocation();
  return <p>{`${name} page at ${pathname}`}</p>;
}

/** Renders the auth routes (and markers for where they lead) inside the app's providers. */
export function renderAt(path: string, options: { loginProps?: LoginPageProps; extra?: ReactNode } = {}) {
  const queryClient = createQueryClient();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <NoticeProvider>
        <Suspense fallback={null}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path="/login" element={<LoginPage {...options.loginProps} />} />
              <Route path="/WebLogin/:token/:customerID/:test" element={<WebLoginPage />} />
              <Route path="/AgentLogin" element={<AgentLoginPage />} />
              <Route path="/index" element={<Landing name="Dashboard" />} />
              <Route path="/" element={<Landing name="Root" />} />
              <Route path="/session" element={options.extra} />
            </Routes>
          </MemoryRouter>
        </Suspense>
      </NoticeProvider>
    </QueryClientProvider>,
  );
  return { ...view, queryClient };
}
