import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect } from 'storybook/test';
import ErrorRoute from './error-route';
import { t } from '@/test/translate';
import { MemoryRoutes, memoryRouteTable } from '@/test/harness/memory-routes';

function ErrorRouteStory({ status }: { status: 403 | 404 | 500 }) {
  const [router] = useState(() =>
    memoryRouteTable(
      [
        { path: '/', element: <p>Home</p> },
        { path: '/error', element: <ErrorRoute status={status} /> },
      ],
      { initialEntries: ['/error'] },
    ),
  );
  return <MemoryRoutes table={router} />;
}

const meta = {
  title: 'Shell/ErrorRoute',
  component: ErrorRouteStory,
  args: { status: 404 },
  parameters: { router: false },
} satisfies Meta<typeof ErrorRouteStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const GoHomeFrom404: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: t('failure:errorPage.goHome') }));
    await expect(await canvas.findByText('Home')).toBeVisible();
  },
};

export const GoHomeFrom403: Story = {
  args: { status: 403 },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: t('failure:errorPage.403') })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('failure:errorPage.goHome') }));
    await expect(await canvas.findByText('Home')).toBeVisible();
  },
};

export const GoHomeFrom500: Story = {
  args: { status: 500 },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: t('failure:errorPage.500') })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('failure:errorPage.goHome') }));
    await expect(await canvas.findByText('Home')).toBeVisible();
  },
};
