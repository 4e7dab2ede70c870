import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { isDisplayableImage, readFileAsDataUrl } from '@/lib/image-field';
import { Button, buttonVariants } from './button';

export type ImagePickerProps = {
  label: ReactNode;
  /** The stored address or a newly read data URL; '' for none. */
  value: string;
  onChange: (value: string) => void;
  previewAlt: string;
  error?: string | undefined;
  /** Offer to remove the image (a background or thumbnail may be empty; an avatar may not). */
  removable?: boolean;
  shape?: 'round' | 'square' | 'wide';
  /** Files larger than this are refused with a message naming the limit. */
  maxBytes?: number;
  /** Shown under the field while there is no error. */
  hint?: string | undefined;
  disabled?: boolean;
};

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB` : `${Math.ceil(bytes / 1024)} KB`;

/**
 * The app's one image field (avatar, account thumbnail, chat background): a preview, a "Choose image"
 * button and the chosen file's name in the reader's language — the browser's own file control says
 * "Choose File / No file chosen" in the browser's language whatever the app's. The file input stays
 * in the page (visually hidden, focusable, labelled by the field) so keyboards and assistive
 * technology reach it as a file field; the visible button is its second label. A chosen file is read
 * as a data URL and previewed at once; nothing is uploaded until the form is saved.
 */
export function ImagePicker({
  label,
  value,
  onChange,
  previewAlt,
  error,
  removable = false,
  shape = 'wide',
  maxBytes,
  hint,
  disabled = false,
}: ImagePickerProps) {
  const { t } = useTranslation(['common', 'kit']);
  const id = useId();
  const [fileName, setFileName] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const shown = isDisplayableImage(value) ? value : null;
  const message = problem ?? error;
  const status = fileName ?? (shown ? t('kit:imagePicker.current') : t('kit:imagePicker.noFile'));

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setProblem(null);
    if (!file.type.startsWith('image/')) return setProblem(t('kit:imagePicker.notImage', { name: file.name }));
    if (maxBytes !== undefined && file.size > maxBytes)
      return setProblem(t('kit:imagePicker.tooLarge', { size: sizeText(maxBytes) }));
    try {
      onChange(await readFileAsDataUrl(file));
      setFileName(file.name);
    } catch {
      setProblem(t('kit:imagePicker.unreadable'));
    }
  };

  return (
    <div className="space-y-2">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="flex flex-wrap items-center gap-4">
        <div
          className={cn(
            'flex shrink-0 items-center justify-center overflow-hidden border border-slate-300 bg-slate-100 text-center text-xs text-slate-600',
            shape === 'round' && 'size-20 rounded-full',
            shape === 'square' && 'size-16 rounded-md',
            shape === 'wide' && 'h-20 w-32 rounded-md',
          )}
        >
          {shown ? (
            <img src={shown} alt={previewAlt} className="size-full object-cover" />
          ) : (
            <span className="px-1">{t('kit:imagePicker.none')}</span>
          )}
        </div>
        <div className="min-w-0 flex-1 space-y-2">
          <div className="flex flex-wrap items-center gap-2">
            <input
              id={id}
              type="file"
              accept="image/*"
              disabled={disabled}
              aria-invalid={message ? true : undefined}
              aria-describedby={`${id}-status ${id}-${message ? 'error' : 'hint'}`}
              className="peer sr-only"
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                void choose(file);
              }}
            />
            <label
              htmlFor={id}
              className={cn(
                buttonVariants({ variant: 'secondary', size: 'sm' }),
                'cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-primary-500',
                disabled && 'pointer-events-none opacity-60',
              )}
            >
              {shown ? t('kit:imagePicker.replace') : t('kit:imagePicker.choose')}
            </label>
            {removable && shown && (
              <Button
                variant="ghost"
                size="sm"
                disabled={disabled}
                onClick={() => {
                  setFileName(null);
                  onChange('');
                }}
              >
                {t('kit:imagePicker.remove')}
              </Button>
            )}
          </div>
          <p id={`${id}-status`} aria-live="polite" className="text-sm break-all text-slate-700">
            {status}
          </p>
        </div>
      </div>
      {message ? (
        <p id={`${id}-error`} role="alert" className="text-xs font-medium text-red-700">
          {message}
        </p>
      ) : (
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {hint ?? t('kit:imagePicker.hint')}
        </p>
      )}
    </div>
  );
}
