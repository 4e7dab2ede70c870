import { fireEvent, render, screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import type { MessageTemplate } from '@/lib/api/endpoints/chat-templates';
import { tx } from '@/test/translate';
import { TemplatePicker } from './template-picker';

const welcome: MessageTemplate = {
  id: 1,
  type: 1,
  title: 'Welcome',
  content: 'Hello, how can I help you today?',
  memo: '',
  username: 'service01',
  created_at: '2026-10-01 09:00:00',
  updated_at: '2026-10-01 09:00:00',
};

it('an Enter that confirms an input-method word in the search picks no template; a plain Enter does', () => {
  const onInsert = vi.fn();
  render(
    <TemplatePicker
      status="ready"
      templates={[welcome]}
      query="wel"
      searchBox
      onQueryChange={vi.fn()}
      values={{}}
      listboxId="picker"
      onInsert={onInsert}
      onClose={vi.fn()}
      onRetry={vi.fn()}
    />,
  );
  const search = screen.getByRole('combobox', { name: tx('chat-templates:picker.search') });
  fireEvent.keyDown(search, { key: 'ArrowDown' });
  // Chrome and Safari give some composition keys the code 229 without isComposing.
  fireEvent.keyDown(search, { key: 'Enter', keyCode: 229 });
  fireEvent.keyDown(search, { key: 'Enter', isComposing: true });
  expect(onInsert).not.toHaveBeenCalled();
  fireEvent.keyDown(search, { key: 'Enter' });
  expect(onInsert).toHaveBeenCalledExactlyOnceWith('Hello, how can I help you today?');
});
