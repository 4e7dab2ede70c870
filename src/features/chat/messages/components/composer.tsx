import { useId, useState, type DragEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonVariants } from '@/components/ui/button';
import { inputClass } from '@/components/ui/field-parts';
import { MESSAGE_MAX_LENGTH } from '../schemas/message';
import { CHAT_COMPOSER_ATTRIBUTE } from '@/lib/chat-composer';
import { cn } from '@/lib/cn';
import { isSendKey, textToSend } from './composer-schema';

export type ComposerProps = {
  /** The text box shows the draft (the container keeps one per room). */
  draft: string;
  onDraftChange: (text: string) => void;
  /** Called with the trimmed text; empty or whitespace-only drafts are discarded. */
  onSend: (text: string) => void;
  /** A file chosen, pasted or dropped (the container checks that it is an image). */
  onImage: (file: File) => void;
  /** Quick templates (hidden for agents). */
  showTemplates: boolean;
  onTemplates: () => void;
  showPoints: boolean;
  onPoints: () => void;
  disabled?: boolean;
  /** The text box, for inserting at its caret (its selectionStart and selectionEnd). */
  boxRef?: Ref<HTMLTextAreaElement>;
  /**
   * While a suggestion list belongs to the text box (quick templates opened by '/'), its keys go there
   * first; a key it uses (true) neither sends nor moves the caret. Not called during IME composition.
   */
  onBoxKey?: (key: string) => boolean;
  /** The suggestion list the text box controls and its active option (aria-activedescendant). */
  boxPopup?: { listboxId: string; activeOptionId: string | null } | null;
};

const hasFiles = (event: DragEvent) => Array.from(event.dataTransfer.types).includes('Files');

/** The room's footer: a growing text box (Enter sends, Shift+Enter adds a line) and its tools. */
export function Composer({
  draft,
  onDraftChange,
  onSend,
  onImage,
  showTemplates,
  onTemplates,
  showPoints,
  onPoints,
  disabled = false,
  boxRef,
  onBoxKey,
  boxPopup,
}: ComposerProps) {
  const { t } = useTranslation('chat-room');
  const id = useId();
  const [dragging, setDragging] = useState(false);

  const send = () => {
    const text = textToSend(draft);
    if (disabled || text === null) return;
    onSend(text);
    onDraftChange('');
  };
  const iconButton = cn(buttonVariants({ variant: 'ghost', size: 'icon' }), 'shrink-0 text-slate-600');

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
      onDragOver={(event) => {
        if (disabled || !hasFiles(event)) return;
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
      }}
      onDrop={(event) => {
        setDragging(false);
        const file = event.dataTransfer.files[0];
        if (disabled || !file) return;
        event.preventDefault();
        onImage(file);
      }}
      className={cn(
        'relative flex items-end gap-1 border-t border-slate-200 bg-white px-2 py-2 sm:gap-2 sm:px-3',
        dragging && 'outline-2 -outline-offset-4 outline-primary-500 outline-dashed',
      )}
    >
      <div className="flex items-center">
        {showTemplates && (
          <Button
            variant="ghost"
            size="icon"
            className="shrink-0 text-slate-600"
            aria-label={t('composer.templates')}
            title={t('composer.templates')}
            onClick={onTemplates}
            disabled={disabled}
          >
            <svg viewBox="0 0 20 20" className="size-5" fill="none" aria-hidden="true">
              <path
                d="M4 3.5h12v13H4zM7 7h6M7 10h6M7 13h3.5"
                stroke="currentColor"
                strokeWidth="1.6"
                strokeLinecap="round"
              />
            </svg>
          </Button>
        )}
        <input
          id={`${id}-image`}
          type="file"
          accept="image/*"
          className="peer sr-only"
          disabled={disabled}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) onImage(file);
          }}
        />
        <label
          htmlFor={`${id}-image`}
          title={t('composer.attachImage')}
          className={cn(
            iconButton,
            'cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-primary-500 peer-disabled:cursor-not-allowed peer-disabled:opacity-60',
          )}
        >
          <svg viewBox="0 0 20 20" className="size-5" fill="none" aria-hidden="true">
            <rect x="2.5" y="4" width="15" height="12" rx="2" stroke="currentColor" strokeWidth="1.6" />
            <circle cx="7" cy="8.5" r="1.5" fill="currentColor" />
            <path d="m3 14.5 4.5-4 3 2.5 2.5-2 4 3.5" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" />
          </svg>
          <span className="sr-only">{t('composer.attachImage')}</span>
        </label>
        {showPoints && (
          <Button
            variant="ghost"
            size="icon"
            className="shrink-0 text-red-700"
            aria-label={t('composer.points')}
            title={t('composer.points')}
            onClick={onPoints}
            disabled={disabled}
          >
            <svg viewBox="0 0 20 20" className="size-5" fill="none" aria-hidden="true">
              <rect x="4" y="2.5" width="12" height="15" rx="2" stroke="currentColor" strokeWidth="1.6" />
              <path d="M4 6.5q6 4 12 0" stroke="currentColor" strokeWidth="1.6" />
              <circle cx="10" cy="9" r="1.8" fill="currentColor" />
            </svg>
          </Button>
        )}
      </div>
      <label htmlFor={`${id}-text`} className="sr-only">
        {t('composer.label')}
      </label>
      <textarea
        ref={boxRef}
        id={`${id}-text`}
        {...{ [CHAT_COMPOSER_ATTRIBUTE]: '' }}
        aria-autocomplete={boxPopup ? 'list' : undefined}
        aria-controls={boxPopup?.listboxId}
        aria-activedescendant={boxPopup?.activeOptionId ?? undefined}
        rows={1}
        value={draft}
        maxLength={MESSAGE_MAX_LENGTH}
        placeholder={t('composer.placeholder')}
        disabled={disabled}
        onChange={(event) => onDraftChange(event.target.value)}
        onKeyDown={(event) => {
          const composing = event.nativeEvent.isComposing || event.nativeEvent.keyCode === 229;
          const plain = !event.shiftKey && !event.altKey && !event.ctrlKey && !event.metaKey;
          if (onBoxKey && plain && !composing && onBoxKey(event.key)) {
            event.preventDefault();
            return;
          }
          if (!isSendKey(event)) return;
          event.preventDefault();
          send();
        }}
        onPaste={(event) => {
          const file = event.clipboardData.files[0];
          if (!file) return;
          event.preventDefault();
          onImage(file);
        }}
        className={cn(
          inputClass,
          'field-sizing-content max-h-32 min-h-10 min-w-0 flex-1 resize-none disabled:bg-slate-100',
        )}
      />
      <Button
        type="submit"
        size="icon"
        className="shrink-0"
        aria-label={t('composer.send')}
        title={t('composer.send')}
        disabled={disabled}
      >
        <svg viewBox="0 0 20 20" className="size-5 rtl:-scale-x-100" fill="currentColor" aria-hidden="true">
          <path d="M2.7 2.9a.6.6 0 0 1 .8-.7l14 7.2a.7.7 0 0 1 0 1.2l-14 7.2a.6.6 0 0 1-.8-.7L4.3 11 11 10 4.3 9z" />
        </svg>
      </Button>
      {dragging && (
        <p className="pointer-events-none absolute inset-0 flex items-center justify-center bg-white/90 text-sm font-medium text-primary-700">
          {t('composer.drop')}
        </p>
      )}
    </form>
  );
}
