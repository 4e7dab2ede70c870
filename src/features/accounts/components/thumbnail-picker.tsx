import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { THUMBNAIL_MAX_BYTES } from '../schemas/account-rules';
import { isDisplayableImage } from '@/lib/image-field';

type ThumbnailPickerProps = {
  value: string;
  onChange: (dataUrl: string) => void;
  error?: string | undefined;
  disabled?: boolean;
};

/** Picks an image and keeps it as a data URL (spec: thumbnail read as a data URL), with a preview. */
export function ThumbnailPicker({ value, onChange, error, disabled }: ThumbnailPickerProps) {
  const { t } = useTranslation('accounts');
  const id = useId();
  const [readError, setReadError] = useState<string | null>(null);
  const shown = readError ?? error;

  const read = (file: File | undefined) => {
    setReadError(null);
    if (!file) return;
    if (!file.type.startsWith('image/')) return setReadError(t('validation.thumbnailType'));
    if (file.size > THUMBNAIL_MAX_BYTES) return setReadError(t('validation.thumbnailTooLarge', { size: '2 MB' }));
    const reader = new FileReader();
    reader.onload = () => onChange(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => setReadError(t('validation.thumbnailRead'));
    reader.readAsDataURL(file);
  };

  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {t('form.thumbnail')}
      </label>
      <div className="flex items-center gap-3">
        <span className="flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-md border border-slate-300 bg-slate-100">
          {isDisplayableImage(value) ? (
            <img src={value} alt={t('form.thumbnailPreview')} className="size-full object-cover" />
          ) : (
            <svg viewBox="0 0 24 24" className="size-8 text-slate-500" aria-hidden="true">
              <path
                fill="currentColor"
                d="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm0 2c-4.4 0-8 2.2-8 5v1h16v-1c0-2.8-3.6-5-8-5Z"
              />
            </svg>
          )}
        </span>
        <input
          id={id}
          type="file"
          accept="image/*"
          disabled={disabled}
          aria-invalid={shown ? true : undefined}
          aria-describedby={shown ? `${id}-error` : undefined}
          onChange={(e) => read(e.target.files?.[0])}
          className="block w-full text-sm text-slate-800 file:me-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-slate-800 hover:file:bg-slate-100"
        />
        {value && (
          <Button variant="ghost" size="sm" onClick={() => onChange('')} disabled={disabled}>
            {t('form.thumbnailRemove')}
          </Button>
        )}
      </div>
      {shown && (
        <p id={`${id}-error`} role="alert" className="text-xs font-medium text-red-700">
          {shown}
        </p>
      )}
    </div>
  );
}
