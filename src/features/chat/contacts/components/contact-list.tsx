import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ErrorBanner } from '@/components/ui/error-banner';
import { Spinner } from '@/components/ui/spinner';
import type { Friend } from '../schemas/friend';
import { cn } from '@/lib/cn';
import { Avatar } from '@/components/ui/avatar';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/icons';
import { contactName } from './contact-links';
import { isPlainClick } from '@/lib/plain-click';

export type ContactListProps = {
  contacts: Friend[] | undefined;
  loading?: boolean;
  error?: string | null;
  /** The failed load is being asked again: the failure stays, its Retry busy. */
  retrying?: boolean;
  onRetry: () => void;
  page: number;
  pages: number;
  onPageChange: (page: number) => void;
  /** The contact whose profile is open. */
  activeMemberId: number | null;
  /** The profile link of a contact. */
  hrefFor: (friend: Friend) => string;
  onOpen: (friend: Friend) => void;
};

/** One page of contacts with previous and next; an empty result says 'not found'. */
export function ContactList({
  contacts,
  loading = false,
  error = null,
  retrying = false,
  onRetry,
  page,
  pages,
  onPageChange,
  activeMemberId,
  hrefFor,
  onOpen,
}: ContactListProps) {
  const { t } = useTranslation('chat-nav');
  const list = contacts ?? [];
  return (
    <div className="space-y-3">
      {error && <ErrorBanner title={t('contacts.loadFailed')} message={error} onRetry={onRetry} retrying={retrying} />}
      {!contacts && loading ? (
        <div className="flex justify-center p-6 text-primary-600">
          <Spinner className="size-6" label={t('contacts.loading')} />
        </div>
      ) : contacts && list.length === 0 && !error ? (
        <p className="rounded-lg border border-slate-200 bg-white p-6 text-center text-slate-700">
          {t('contacts.notFound')}
        </p>
      ) : (
        <ul
          aria-label={t('contacts.listLabel')}
          aria-busy={loading || undefined}
          className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white"
        >
          {list.map((friend) => {
            const current = friend.member_id === activeMemberId;
            const name = contactName(friend);
            return (
              <li key={friend.member_id}>
                <a
                  href={hrefFor(friend)}
                  aria-current={current ? 'page' : undefined}
                  onClick={(event) => {
                    if (!isPlainClick(event)) return;
                    event.preventDefault();
                    onOpen(friend);
                  }}
                  className={cn(
                    'flex items-center gap-3 px-3 py-2.5 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary-500',
                    current ? 'bg-primary-50' : 'hover:bg-slate-50',
                  )}
                >
                  <Avatar src={friend.thumbnail} />
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-medium text-slate-900">{name}</span>
                    {name !== friend.username && (
                      <span className="block truncate text-xs text-slate-600">{friend.username}</span>
                    )}
                  </span>
                </a>
              </li>
            );
          })}
        </ul>
      )}
      {list.length > 0 && (
        <nav aria-label={t('contacts.pages')} className="flex flex-wrap items-center justify-between gap-2">
          <Button
            size="sm"
            variant="secondary"
            className="whitespace-nowrap"
            disabled={page <= 1 || loading}
            onClick={() => onPageChange(page - 1)}
          >
            <ChevronLeftIcon className="size-4" />
            {t('contacts.previous')}
          </Button>
          <span className="text-sm text-slate-700" aria-live="polite">
            {t('contacts.pageOf', { page, pages })}
          </span>
          <Button
            size="sm"
            variant="secondary"
            className="whitespace-nowrap"
            disabled={page >= pages || loading}
            onClick={() => onPageChange(page + 1)}
          >
            {t('contacts.next')}
            <ChevronRightIcon className="size-4" />
          </Button>
        </nav>
      )}
    </div>
  );
}
