import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { AttachImageIcon, PointsToolIcon, TemplatesToolIcon, type IconProps } from '@/components/icons';
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
        <ToolButton
          label={t('composer.templates')}
          onClick={onTemplates}
          disabled={disabled}
          icon={TemplatesToolIcon}
        />
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
        <AttachImageIcon className="size-5" />
        <span className="sr-only">{t('composer.attachImage')}</span>
      </label>
      {showPoints && (
        <ToolButton
          label={t('composer.points')}
          onClick={onPoints}
          disabled={disabled}
          className="text-red-700"
          icon={PointsToolIcon}
        />
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
  icon: ComponentType<IconProps>;
};

/** An icon button of the composer's tools, named by its label for assistive technology and as a tooltip. */
function ToolButton({ label, onClick, disabled, className = 'text-slate-600', icon: Icon }: ToolButtonProps) {
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
      <Icon className="size-5" />
    </Button>
  );
}
