import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useImperativeHandle, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { RoomComposer, type TemplatePickerSlot } from './room-composer';

/** A stand-in picker: Enter inserts "[query]", Esc closes; it shows how it was opened. */
function StubPicker({ openedBy, query, keysRef, onInsert, onClose, member }: TemplatePickerSlot) {
  useImperativeHandle(keysRef, () => ({
    handleKey: (key: string) => {
      if (key === 'Enter') onInsert(`[${query}]`);
      else if (key === 'Escape') onClose();
      else return false;
      return true;
    },
  }));
  return (
    <div role="region" aria-label="picker">
      {openedBy}:{query}:{member.nickname}
      <button type="button" onClick={() => onInsert('Hello {x}')}>
        insert
      </button>
    </div>
  );
}

function Room({ showTemplates = true, initial = '', onSend = vi.fn() }) {
  const [draft, setDraft] = useState(initial);
  return (
    <RoomComposer
      member={{ nickname: 'Lucky Star', username: 'player02' }}
      renderTemplatePicker={(slot) => <StubPicker {...slot} />}
      onTemplatesUnavailable={vi.fn()}
      draft={draft}
      onDraftChange={setDraft}
      onSend={onSend}
      onImage={vi.fn()}
      showTemplates={showTemplates}
      showPoints={false}
      onPoints={vi.fn()}
    />
  );
}

const box = () => screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement;
const picker = () => screen.queryByRole('region', { name: 'picker' });

describe('RoomComposer and its template picker', () => {
  it("opens on '/' typed in an empty box; Enter inserts in place of the '/search' and does not send", async () => {
    const onSend = vi.fn();
    render(<Room onSend={onSend} />);
    await userEvent.type(box(), '/dep');
    expect(picker()).toHaveTextContent('slash:dep:Lucky Star');
    await userEvent.keyboard('{Enter}');
    expect(box()).toHaveValue('[dep]');
    expect(onSend).not.toHaveBeenCalled();
    expect(picker()).toBeNull();
    expect(box()).toHaveFocus();
  });

  it('Esc closes and keeps the text; it does not open again until a new / in an empty box', async () => {
    const onSend = vi.fn();
    render(<Room onSend={onSend} />);
    await userEvent.type(box(), '/dep{Escape}');
    expect(picker()).toBeNull();
    expect(box()).toHaveValue('/dep');
    await userEvent.type(box(), 'x');
    expect(picker()).toBeNull();
    await userEvent.keyboard('{Enter}');
    expect(onSend).toHaveBeenCalledWith('/depx');
    await userEvent.type(box(), '/');
    expect(picker()).not.toBeNull();
  });

  it("closes when the '/search' is deleted or a line is added", async () => {
    render(<Room />);
    await userEvent.type(box(), '/a{Backspace}{Backspace}');
    expect(picker()).toBeNull();
    await userEvent.type(box(), '/a{Shift>}{Enter}{/Shift}');
    expect(picker()).toBeNull();
  });

  it("does not open for a '/' typed into a box that has text, nor for a restored draft", async () => {
    render(<Room initial="/restored" />);
    expect(picker()).toBeNull();
    await userEvent.clear(box());
    await userEvent.type(box(), 'a');
    fireEvent.change(box(), { target: { value: '/a' } });
    expect(picker()).toBeNull();
  });

  it("never opens for agents (no templates): '/' is only a character", async () => {
    render(<Room showTemplates={false} />);
    await userEvent.type(box(), '/dep');
    expect(picker()).toBeNull();
    expect(box()).toHaveValue('/dep');
  });

  it('from the icon, inserts at the caret and puts the caret after the text', async () => {
    render(<Room initial="Hi  bye" />);
    box().setSelectionRange(3, 3);
    await userEvent.click(screen.getByRole('button', { name: 'Quick message templates' }));
    expect(picker()).toHaveTextContent('button::Lucky Star');
    await userEvent.click(screen.getByRole('button', { name: 'insert' }));
    expect(box()).toHaveValue('Hi Hello {x} bye');
    expect(box()).toHaveFocus();
    expect(box().selectionStart).toBe(12);
  });

  it('a click outside closes it', async () => {
    render(
      <>
        <Room />
        <p>outside</p>
      </>,
    );
    await userEvent.type(box(), '/');
    expect(picker()).not.toBeNull();
    fireEvent.pointerDown(screen.getByText('outside'));
    expect(picker()).toBeNull();
  });
});
