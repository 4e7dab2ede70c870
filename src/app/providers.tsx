import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Suspense, type ReactNode } from 'react';
import { LiveRegionProvider } from '@/components/ui/live-region';
import { NoticeProvider } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <NoticeProvider>
        <LiveRegionProvider>
          <Suspense
            fallback={
              <div className="flex min-h-screen items-center justify-center text-primary-600">
                <Spinner className="size-8" />
              </div>
            }
          >
            {children}
          </Suspense>
        </LiveRegionProvider>
      </NoticeProvider>
    </QueryClientProvider>
  );
}
