import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyWithPreload } from './lazy-with-preload';

describe('lazyWithPreload', () => {
  it('fetches the code once, whether preloaded first or not, and shows the component', async () => {
    const load = vi.fn(() => Promise.resolve(({ name }: { name: string }) => <p>Hello {name}</p>));
    const Greeting = lazyWithPreload(load);
    Greeting.preload();
    Greeting.preload();
    render(
      <Suspense fallback={<p>loading</p>}>
        <Greeting name="Ann" />
      </Suspense>,
    );
    expect(await screen.findByText('Hello Ann')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed preload (offline for a moment)', async () => {
    const load = vi
      .fn<() => Promise<() => React.JSX.Element>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(() => <p>Back</p>);
    const Back = lazyWithPreload(load);
    Back.preload();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    render(
      <Suspense fallback={<p>loading</p>}>
        <Back />
      </Suspense>,
    );
    expect(await screen.findByText('Back')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
