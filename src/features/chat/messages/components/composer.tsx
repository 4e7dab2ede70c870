import { useId, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { SendIcon } from '@/components/icons';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { ComposerBox } from './composer-box';
import { textToSend } from './composer-schema';
import { ComposerTools } from './composer-tools';
import { useImageDrop } from './use-image-drop';

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

/** The room's footer: a growing text box (Enter sends, Shift+Enter adds a line) and its tools. */
export function Composer(props: ComposerProps) {
  const { draft, onDraftChange, onSend, onImage, disabled = false } = props;
  const { t } = useTranslation('chat-room');
  const id = useId();
  const { dragging, handlers } = useImageDrop(disabled, onImage);

  const send = () => {
    const text = textToSend(draft);
    if (disabled || text === null) return;
    onSend(text);
    onDraftChange('');
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
      {...handlers}
      className={cn(
        'relative flex items-end gap-1 border-t border-slate-200 bg-white px-2 py-2 sm:gap-2 sm:px-3',
        dragging && 'outline-2 -outline-offset-4 outline-primary-500 outline-dashed',
      )}
    >
      <ComposerTools {...props} id={id} disabled={disabled} />
      <ComposerBox {...props} id={id} onSend={send} disabled={disabled} />
      <Button
        type="submit"
        size="icon"
        className="shrink-0"
        aria-label={t('composer.send')}
        title={t('composer.send')}
        disabled={disabled}
      >
        <SendIcon className="size-5 rtl:-scale-x-100" />
      </Button>
      {dragging && (
        <p className="pointer-events-none absolute inset-0 flex items-center justify-center bg-white/90 text-sm font-medium text-primary-700">
          {t('composer.drop')}
        </p>
      )}
    </form>
  );
}
