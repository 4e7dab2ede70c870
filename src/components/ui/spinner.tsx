import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

export function Spinner({ className, label }: { className?: string; label?: string }) {
  return (
    <span role={label ? 'status' : undefined} aria-label={label} className="inline-flex">
      <svg className={cn('size-5 animate-spin', className)} viewBox="0 0 24 24" fill="none" aria-hidden="true">
        <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity="0.25" strokeWidth="4" />
        <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
      </svg>
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
