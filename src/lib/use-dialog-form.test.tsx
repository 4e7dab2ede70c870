import type { BaseSyntheticEvent } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { useDialogForm } from './use-dialog-form';

const schema = z.object({ title: z.string().min(1, 'required') });
type Values = z.infer<typeof schema>;
type Source = { title: string } | null;
const valuesOf = (source: Source): Values => ({ title: source?.title ?? '' });
const resolver = zodResolver(schema);

function setup(source: Source, onSubmit: (values: Values) => Promise<unknown>) {
  const onOpenChange = vi.fn();
  const view = renderHook(
    ({ open, item }: { open: boolean; item: Source }) =>
      useDialogForm({ open, source: item, valuesOf, resolver, onOpenChange, onSubmit }),
    { initialProps: { open: true, item: source } },
  );
  return { ...view, onOpenChange };
}

const submitEvent = () => ({ preventDefault: () => {}, persist: () => {} }) as unknown as BaseSyntheticEvent;

describe('useDialogForm', () => {
  it('fills the form from what it edits each time it opens', async () => {
    const { result, rerender } = setup(null, vi.fn());
    expect(result.current.form.getValues()).toEqual({ title: '' });
    rerender({ open: true, item: { title: 'Groceries' } });
    await waitFor(() => expect(result.current.form.getValues()).toEqual({ title: 'Groceries' }));
  });

  it('drops what was typed on Cancel and asks to close', async () => {
    const { result, onOpenChange } = setup({ title: 'Groceries' }, vi.fn());
    act(() => result.current.form.setValue('title', 'typed'));
    act(() => result.current.close());
    expect(result.current.form.getValues()).toEqual({ title: 'Groceries' });
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('sends one request for two quick submits, and none for an invalid form', async () => {
    let finish: () => void = () => {};
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { result } = setup({ title: 'Groceries' }, onSubmit);
    await act(async () => {
      await Promise.all([result.current.submit(submitEvent()), result.current.submit(submitEvent())]);
    });
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await act(async () => finish());

    act(() => result.current.form.setValue('title', ''));
    await act(async () => result.current.submit(submitEvent()));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(result.current.form.getFieldState('title').error?.message).toBe('required');
  });
});
