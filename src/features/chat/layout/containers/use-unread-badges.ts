import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { setFaviconBadge } from '@/lib/attention/favicon-badge';
import { publishUnreadTotal, withdrawUnreadTotal } from '@/lib/attention/unread-total';

/**
 * The unread total where a user looks from elsewhere: "(3) <title>" in the tab's title and a count on
 * its icon, visible or not (a tab among many is found by its title and icon), and told to this
 * browser's other tabs of the same user, whose back office shows it on its Chat entry. Every tab
 * counts from the same events, so each shows the same number.
 */
export function useUnreadBadges(total: number, scope: string | null): void {
  const { t } = useTranslation('chat-nav');
  useEffect(() => {
    const base = document.title;
    if (total > 0) document.title = t('documentTitle', { count: total, title: base });
    setFaviconBadge(total);
    return () => {
      document.title = base;
      setFaviconBadge(0);
    };
  }, [total, t]);

  useEffect(() => (scope ? publishUnreadTotal(scope, total) : undefined), [scope, total]);
  useEffect(() => (scope ? () => withdrawUnreadTotal(scope) : undefined), [scope]);
}
