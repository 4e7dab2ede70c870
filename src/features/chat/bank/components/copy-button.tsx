import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

export type CopyButtonProps = {
  /** What is copied. */
  value: string;
  /** The field's name, read after the button's word by assistive technology. */
  field: string;
  /** Writes to the clipboard; a rejection shows nothing. */
  onCopy: (value: string) => Promise<void> | void;
  /** How long 'Success!' stays; 0 keeps it until the next copy. */
  feedbackMs?: number;
};

/** Copies one field: after a successful copy it reads 'Success!' and turns light green for a while. */
export function CopyButton({ value, field, onCopy, feedbackMs = 2000 }: CopyButtonProps) {
  const { t } = useTranslation('chat-bank');
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied || feedbackMs === 0) return;
    const timer = setTimeout(() => setCopied(false), feedbackMs);
    return () => clearTimeout(timer);
  }, [copied, feedbackMs]);
  return (
    <Button
      variant={copied ? 'done' : 'secondary'}
      size="sm"
      disabled={!value}
      data-copied={copied || undefined}
      className="h-9 shrink-0"
      onClick={() => {
        void Promise.resolve(onCopy(value)).then(
          () => setCopied(true),
          () => setCopied(false),
        );
      }}
    >
      <span aria-live="polite">{copied ? t('copy.done') : t('copy.button')}</span>
      {/* The field's name completes the accessible name ("Copy Account number") after the visible word. */}
      <span className="sr-only"> {field}</span>
    </Button>
  );
}
