import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { setAppBadge } from '@/lib/attention/app-badge';
import { setFaviconBadge } from '@/lib/attention/favicon-badge';
import { setTitleCount } from '@/lib/document-title';
import { publishUnreadTotal, withdrawUnreadTotal } from '@/lib/attention/unread-total';

/**
 * The unread total, and so the badges, follow the room lists at most this often (useUnreadTotal). Members writing 20 messages a second changed the
 * total 20 times a second in every chat tab, and each change redrew the tab's title and icon in the
 * browser's interface and told every other tab: the costliest work of a busy desk, for a number
 * nobody reads 20 times a second.
 */
export const BADGE_GAP_MS = 500;

/**
 * The unread total where a user looks from elsewhere: "(3) <title>" in the tab's title and a count on
 * its icon, visible or not (a tab among many is found by its title and icon), the same count on the
 * installed app's icon where the browser can badge it, and told to this browser's other tabs of the
 * same user, whose back office shows it on its Chat entry. Every tab counts from the same events, so
 * each shows the same number. `total` comes already paced (BADGE_GAP_MS).
 */
export function useUnreadBadges(total: number, scope: string | null): void {
  const { t } = useTranslation('chat-nav');
  useEffect(() => {
    setTitleCount(total > 0 ? (title) => t('documentTitle', { count: total, title }) : null);
    setFaviconBadge(total);
    setAppBadge(total);
  }, [total, t]);
  // The plain title and icon come back when the chat closes, not between two counts (each change is
  // drawn again by the browser).
  useEffect(
    () => () => {
      setTitleCount(null);
      setFaviconBadge(0);
      setAppBadge(0);
    },
    [],
  );

  useEffect(() => (scope ? publishUnreadTotal(scope, total) : undefined), [scope, total]);
  useEffect(() => (scope ? () => withdrawUnreadTotal(scope) : undefined), [scope]);
}
