import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Composer } from './composer';
import { isSendKey, textToSend } from './composer-schema';

const key = (key: string, shiftKey = false, isComposing = false, keyCode = 13) => ({
  key,
  shiftKey,
  nativeEvent: { isComposing, keyCode },
});

describe('composer keys and text', () => {
  it('sends on Enter only', () => {
    expect(isSendKey(key('Enter'))).toBe(true);
    expect(isSendKey(key('Enter', true))).toBe(false);
    expect(isSendKey(key('a'))).toBe(false);
  });

  it('never sends while an IME composition is confirmed', () => {
    expect(isSendKey(key('Enter', false, true))).toBe(false);
    expect(isSendKey(key('Enter', false, false, 229))).toBe(false);
  });

  it('trims the text and discards empty or whitespace-only drafts', () => {
    expect(textToSend('  hi  ')).toBe('hi');
    expect(textToSend('line 1\nline 2\n')).toBe('line 1\nline 2');
    expect(textToSend('')).toBeNull();
    expect(textToSend(' \n\t ')).toBeNull();
  });
});

function setup(draft: string) {
  const props = {
    draft,
    onDraftChange: vi.fn(),
    onSend: vi.fn(),
    onImage: vi.fn(),
    showTemplates: true,
    onTemplates: vi.fn(),
    showPoints: true,
    onPoints: vi.fn(),
  };
  render(<Composer {...props} />);
  return { props, box: screen.getByRole('textbox', { name: 'Message' }) };
}

describe('Composer', () => {
  it('sends the trimmed draft on Enter and clears it', () => {
    const { props, box } = setup('  hello  ');
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(props.onSend).toHaveBeenCalledWith('hello');
    expect(props.onDraftChange).toHaveBeenCalledWith('');
  });

  it('does not send on Shift+Enter or during composition', () => {
    const { props, box } = setup('你好');
    fireEvent.keyDown(box, { key: 'Enter', shiftKey: true });
    fireEvent.keyDown(box, { key: 'Enter', isComposing: true });
    fireEvent.keyDown(box, { key: 'Enter', keyCode: 229 });
    expect(props.onSend).not.toHaveBeenCalled();
  });

  it('ignores an empty send', () => {
    const { props } = setup('   ');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(props.onSend).not.toHaveBeenCalled();
  });

  it('passes a pasted file on', () => {
    const { props, box } = setup('');
    const file = new File(['x'], 'a.png', { type: 'image/png' });
    fireEvent.paste(box, { clipboardData: { files: [file], types: ['Files'] } });
    expect(props.onImage).toHaveBeenCalledWith(file);
  });
});
