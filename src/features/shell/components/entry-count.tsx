import { useTranslation } from 'react-i18next';
import { CountBadge } from '@/components/ui/count-badge';

/** A count on a menu entry (99+ above 99), with its meaning for assistive technology. */
export function EntryCount({ count, collapsed }: { count: number; collapsed: boolean }) {
  const { t } = useTranslation('chat-nav');
  return (
    <>
      <CountBadge
        count={count}
        size={collapsed ? 'sm' : 'md'}
        className={collapsed ? 'absolute end-0.5 top-0.5' : 'ms-auto'}
      />
      <span className="sr-only">{t('rooms.unread', { count })}</span>
    </>
  );
}
