import { useTranslation } from 'react-i18next';
// From its own file, not the icons' index: the kit's file (vite.config.ts) takes in all a member imports.
import { SpinnerIcon } from '@/components/icons/spinner-icon';
import { cn } from '@/lib/cn';

export function Spinner({ className, label }: { className?: string; label?: string }) {
  return (
    <span role={label ? 'status' : undefined} aria-label={label} className="inline-flex">
      <SpinnerIcon className={cn('size-5 animate-spin', className)} />
    </span>
  );
}

/** A centred, announced "Loading" spinner filling the space it is given (`className` sizes it). */
export function LoadingBlock({ className }: { className?: string }) {
  const { t } = useTranslation('common');
  return (
    <div className={cn('flex items-center justify-center text-primary-600', className)}>
      <Spinner className="size-8" label={t('loading')} />
    </div>
  );
}
