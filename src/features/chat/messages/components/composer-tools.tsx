import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/cn';

type ComposerToolsProps = {
  /** Prefix of the file input's id, for its label. */
  id: string;
  showTemplates: boolean;
  onTemplates: () => void;
  onImage: (file: File) => void;
  showPoints: boolean;
  onPoints: () => void;
  disabled: boolean;
};

/** The buttons before the text box: quick templates, attach an image, send points. */
export function ComposerTools({
  id,
  showTemplates,
  onTemplates,
  onImage,
  showPoints,
  onPoints,
  disabled,
}: ComposerToolsProps) {
  const { t } = useTranslation('chat-room');
  const iconButton = cn(buttonVariants({ variant: 'ghost', size: 'icon' }), 'shrink-0 text-slate-600');
  return (
    <div className="flex items-center">
      {showTemplates && (
        <ToolButton label={t('composer.templates')} onClick={onTemplates} disabled={disabled}>
          <path
            d="M4 3.5h12v13H4zM7 7h6M7 10h6M7 13h3.5"
            stroke="currentColor"
            strokeWidth="1.6"
            strokeLinecap="round"
          />
        </ToolButton>
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
        <ToolButton label={t('composer.points')} onClick={onPoints} disabled={disabled} className="text-red-700">
          <rect x="4" y="2.5" width="12" height="15" rx="2" stroke="currentColor" strokeWidth="1.6" />
          <path d="M4 6.5q6 4 12 0" stroke="currentColor" strokeWidth="1.6" />
          <circle cx="10" cy="9" r="1.8" fill="currentColor" />
        </ToolButton>
      )}
    </div>
  );
}

type ToolButtonProps = {
  label: string;
  onClick: () => void;
  disabled: boolean;
  /** Overrides the tools' grey (the points button is red). */
  className?: string;
  /** The icon's shapes, drawn in a 20 x 20 box. */
  children: ReactNode;
};

/** An icon button of the composer's tools, named by its label for assistive technology and as a tooltip. */
function ToolButton({ label, onClick, disabled, className = 'text-slate-600', children }: ToolButtonProps) {
  return (
    <Button
      variant="ghost"
      size="icon"
      className={cn('shrink-0', className)}
      aria-label={label}
      title={label}
      onClick={onClick}
      disabled={disabled}
    >
      <svg viewBox="0 0 20 20" className="size-5" fill="none" aria-hidden="true">
        {children}
      </svg>
    </Button>
  );
}
