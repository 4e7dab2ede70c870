import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClass } from '@/components/ui/field-parts';
import { CHAT_COMPOSER_ATTRIBUTE } from '@/lib/chat-composer';
import { cn } from '@/lib/cn';
import { MESSAGE_MAX_LENGTH } from '../schemas/message';
import { isSendKey } from './composer-schema';
import { isImeKey } from '@/lib/ime';

/** Props as the composer's (see ComposerProps), with `id` prefixing the text box's id for its label. */
type ComposerBoxProps = {
  id: string;
  draft: string;
  onDraftChange: (text: string) => void;
  onImage: (file: File) => void;
  onSend: () => void;
  disabled: boolean;
  boxRef?: Ref<HTMLTextAreaElement> | undefined;
  onBoxKey?: ((key: string) => boolean) | undefined;
  boxPopup?: { listboxId: string; activeOptionId: string | null } | null | undefined;
};

/** The growing text box: Enter sends, Shift+Enter adds a line, a pasted file is an image, keys go first to its suggestions. */
export function ComposerBox({
  id,
  draft,
  onDraftChange,
  onImage,
  onSend,
  disabled,
  boxRef,
  onBoxKey,
  boxPopup,
}: ComposerBoxProps) {
  const { t } = useTranslation('chat-room');
  return (
    <>
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
          const composing = isImeKey(event.nativeEvent);
          const plain = !event.shiftKey && !event.altKey && !event.ctrlKey && !event.metaKey;
          if (onBoxKey && plain && !composing && onBoxKey(event.key)) {
            event.preventDefault();
            return;
          }
          if (!isSendKey(event)) return;
          event.preventDefault();
          onSend();
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
    </>
  );
}
