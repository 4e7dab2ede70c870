import type { Meta, StoryObj } from '@storybook/react-vite';
import { lazy, Suspense } from 'react';
import { MemoryRouter } from 'react-router';
import { RouteTable } from '@/lib/route-table';
import { expect, fn } from 'storybook/test';
import { t } from '@/test/translate';
import { RouteErrorBoundary } from './route-error-boundary';

function Broken(): never {
  throw new Error('A screen that crashes while rendering');
}

// A chunk that is not on the server, as after a deploy that renamed it: the browser's own import failure.
const Missing = lazy(() => import(/* @vite-ignore */ `${location.origin}/assets/removed-by-deploy-0000.js`));

function RouteErrorStory({ path, onReload }: { path: '/render' | '/chunk'; onReload: () => void }) {
  return (
    <MemoryRouter initialEntries={[path]}>
      <RouteErrorBoundary onReload={onReload}>
        <RouteTable
          routes={[
            { path: '/render', element: <Broken /> },
            {
              path: '/chunk',
              element: (
                <Suspense>
                  <Missing />
                </Suspense>
              ),
            },
          ]}
        />
      </RouteErrorBoundary>
    </MemoryRouter>
  );
}

const meta = {
  title: 'Shell/RouteErrorBoundary',
  component: RouteErrorStory,
  args: { path: '/render', onReload: fn() },
  parameters: { router: false },
} satisfies Meta<typeof RouteErrorStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const RenderError: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { name: t('failure:routeError.renderTitle') })).toBeVisible();
    await expect(canvas.getByText(t('failure:routeError.renderHint'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('failure:routeError.reload') }));
    await expect(args.onReload).toHaveBeenCalledOnce();
  },
};

export const ChunkLoadFailed: Story = {
  args: { path: '/chunk' },
  play: async ({ args, canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { name: t('failure:routeError.chunkTitle') })).toBeVisible();
    await expect(canvas.getByText(t('failure:routeError.chunkHint'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('failure:routeError.reload') }));
    await expect(args.onReload).toHaveBeenCalledOnce();
  },
};
