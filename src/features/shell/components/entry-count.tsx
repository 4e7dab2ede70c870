import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

/** A count on a menu entry (99+ above 99), with its meaning for assistive technology. */
export function EntryCount({ count, collapsed }: { count: number; collapsed: boolean }) {
  const { t } = useTranslation('chat-nav');
  return (
    <>
      <span
        aria-hidden="true"
        className={cn(
          'inline-flex min-w-5 justify-center rounded-full bg-red-600 px-1.5 text-xs leading-5 font-semibold text-white',
          collapsed ? 'absolute end-0.5 top-0.5 min-w-4.5 px-1 text-[10px] leading-4.5' : 'ms-auto',
        )}
      >
        {count > 99 ? '99+' : count}
      </span>
      <span className="sr-only">{t('rooms.unread', { count })}</span>
    </>
  );
}
