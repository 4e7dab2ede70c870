import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { isDisplayableImage, readFileAsDataUrl } from '@/lib/image-field';
import { cn } from '@/lib/cn';

type ImagePickerProps = {
  label: ReactNode;
  /** The stored address or a newly read data URL; '' for none. */
  value: string;
  onChange: (value: string) => void;
  previewAlt: string;
  error?: string | undefined;
  /** Offer to remove the image (the background may be empty; an avatar may not). */
  removable?: boolean;
  shape?: 'round' | 'wide';
};

/** A file chosen here is read as a data URL and previewed at once; nothing is uploaded until Save. */
export function ImagePicker({
  label,
  value,
  onChange,
  previewAlt,
  error,
  removable = false,
  shape = 'wide',
}: ImagePickerProps) {
  const { t } = useTranslation('settings');
  const id = useId();
  const [readError, setReadError] = useState(false);
  const shown = isDisplayableImage(value) ? value : null;
  const message = error ?? (readError ? t('image.unreadable') : undefined);

  return (
    <div className="space-y-2">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="flex flex-wrap items-center gap-4">
        <div
          className={cn(
            'flex shrink-0 items-center justify-center overflow-hidden border border-slate-300 bg-slate-100 text-xs text-slate-600',
            shape === 'round' ? 'size-20 rounded-full' : 'h-20 w-32 rounded-md',
          )}
        >
          {shown ? (
            <img src={shown} alt={previewAlt} className="size-full object-cover" />
          ) : (
            <span>{t('image.none')}</span>
          )}
        </div>
        <div className="space-y-2">
          <input
            id={id}
            type="file"
            accept="image/*"
            aria-invalid={message ? true : undefined}
            aria-describedby={message ? `${id}-error` : `${id}-hint`}
            className="block text-sm text-slate-700 file:me-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-slate-800 hover:file:bg-slate-100"
            onChange={async (event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (!file) return;
              try {
                setReadError(false);
                onChange(await readFileAsDataUrl(file));
              } catch {
                setReadError(true);
              }
            }}
          />
          {removable && shown && (
            <Button variant="ghost" size="sm" onClick={() => onChange('')}>
              {t('image.remove')}
            </Button>
          )}
        </div>
      </div>
      {message ? (
        <p id={`${id}-error`} role="alert" className="text-xs font-medium text-red-700">
          {message}
        </p>
      ) : (
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {t('image.hint')}
        </p>
      )}
    </div>
  );
}
