import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode, type Ref } from 'react';
import { MESSAGE_MAX_LENGTH } from '@/lib/api/endpoints/chat';
import { Composer, type ComposerProps } from '../components/composer';
import { insertText, slashQuery } from '../lib/composer-insert';

/** Keys the text box passes on to an open template picker; true when the picker used the key. */
export type TemplatePickerKeys = { handleKey: (key: string) => boolean };

/** What the room gives the quick-template picker that the page puts in (the room knows no templates). */
export type TemplatePickerSlot = {
  openedBy: 'button' | 'slash';
  /** The text after '/' when opened by '/'. */
  query: string;
  member: { nickname: string; username: string };
  listboxId: string;
  keysRef: Ref<TemplatePickerKeys>;
  onActiveOptionChange: (id: string | null) => void;
  /** Inserts at the caret (or in place of the '/search'), then closes and gives the text box the focus. */
  onInsert: (text: string) => void;
  onClose: () => void;
};
export type RenderTemplatePicker = (slot: TemplatePickerSlot) => ReactNode;

type RoomComposerProps = Omit<ComposerProps, 'onTemplates' | 'boxRef' | 'onBoxKey' | 'boxPopup'> & {
  member: { nickname: string; username: string };
  renderTemplatePicker?: RenderTemplatePicker;
  /** The templates icon when no picker is given. */
  onTemplatesUnavailable: () => void;
};

/**
 * The room's composer with its quick-template picker, opened from the footer icon or by typing '/'
 * as the first character of an empty box (not for a draft brought back that starts with '/', nor
 * again after Esc until the '/' is typed anew). Esc leaves the typed text. A click outside closes it.
 */
export function RoomComposer({ member, renderTemplatePicker, onTemplatesUnavailable, ...composer }: RoomComposerProps) {
  const { draft, onDraftChange, showTemplates } = composer;
  const [openedBy, setOpenedBy] = useState<'button' | 'slash' | null>(null);
  const [activeOptionId, setActiveOptionId] = useState<string | null>(null);
  const listboxId = useId();
  const keysRef = useRef<TemplatePickerKeys>(null);
  const boxRef = useRef<HTMLTextAreaElement>(null);
  const wrapRef = useRef<HTMLDivElement>(null);
  const caret = useRef<number | null>(null);
  const canPick = showTemplates && renderTemplatePicker !== undefined;
  const query = slashQuery(draft);

  useLayoutEffect(() => {
    const box = boxRef.current;
    if (caret.current === null || !box) return;
    box.focus();
    box.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  });

  const close = (focus = true) => {
    setOpenedBy(null);
    if (focus) boxRef.current?.focus();
  };
  useEffect(() => {
    if (!openedBy) return;
    const outside = (event: PointerEvent) => {
      if (!wrapRef.current?.contains(event.target as Node)) setOpenedBy(null);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [openedBy]);

  const insert = (text: string) => {
    const box = boxRef.current;
    const [start, end] =
      openedBy === 'slash' && query !== null
        ? [0, draft.length]
        : [box?.selectionStart ?? draft.length, box?.selectionEnd ?? draft.length];
    const next = insertText(draft, start, end, text, MESSAGE_MAX_LENGTH);
    caret.current = next.caret;
    setOpenedBy(null);
    onDraftChange(next.value);
  };

  return (
    <div ref={wrapRef} className="relative">
      {openedBy && renderTemplatePicker && (
        <div className="absolute inset-x-2 bottom-full z-20 mb-1">
          {renderTemplatePicker({
            openedBy,
            query: query ?? '',
            member,
            listboxId,
            keysRef,
            onActiveOptionChange: setActiveOptionId,
            onInsert: insert,
            onClose: () => close(),
          })}
        </div>
      )}
      <Composer
        {...composer}
        boxRef={boxRef}
        onDraftChange={(text) => {
          if (canPick && slashQuery(text) !== null && query === null && draft === '') setOpenedBy('slash');
          else if (openedBy === 'slash' && slashQuery(text) === null) setOpenedBy(null);
          onDraftChange(text);
        }}
        onTemplates={() =>
          canPick ? setOpenedBy((open) => (open === 'button' ? null : 'button')) : onTemplatesUnavailable()
        }
        onBoxKey={openedBy === 'slash' ? (key) => keysRef.current?.handleKey(key) ?? false : undefined}
        boxPopup={openedBy === 'slash' ? { listboxId, activeOptionId } : null}
      />
    </div>
  );
}
