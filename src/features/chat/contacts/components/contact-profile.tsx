import { Badge } from '@/components/ui/badge';
import { useTranslation } from 'react-i18next';
import { Button, buttonVariants } from '@/components/ui/button';
import { ErrorBanner } from '@/components/ui/error-banner';
import { Spinner } from '@/components/ui/spinner';
import type { Friend } from '../schemas/friend';
import { cn } from '@/lib/cn';
import { Avatar } from '@/components/ui/avatar';
import { ArrowLeftIcon, ChatIcon, NotebookIcon } from '@/components/icons';
import { contactStatusKey } from '../schemas/contact-edit';
import { contactName, contactRoomPath, contactTypeKey, notebookPath } from './contact-links';
import { followInApp } from '@/lib/plain-click';

export type ContactProfileProps = {
  /** Undefined while loading or when no contact is chosen. */
  friend: Friend | undefined;
  loading?: boolean;
  error?: string | null;
  /** The failed load is being asked again: the failure stays, its Retry busy. */
  retrying?: boolean;
  onRetry: () => void;
  /** The list link shown on small screens, where the profile replaces the list; null for none. */
  backTo: string | null;
  /** A link inside the app was followed with a plain click. */
  onNavigate: (to: string) => void;
  /** Opens the edit dialog (nickname and status); without it there is no Edit button. */
  onEdit?: () => void;
  /** Fetches the edit dialog's code on a sign of intent (the pointer or the focus on Edit). */
  onEditIntent?: () => void;
};

/** A contact's profile: avatar, names and type, with links to the room and to its notebook. */
export function ContactProfile({
  friend,
  loading = false,
  error = null,
  retrying = false,
  onRetry,
  backTo,
  onNavigate,
  onEdit,
  onEditIntent,
}: ContactProfileProps) {
  const { t } = useTranslation('chat-nav');
  const follow = (to: string) => followInApp(to, onNavigate);
  const room = friend ? contactRoomPath(friend) : null;
  const notebook = friend ? notebookPath(friend) : null;

  return (
    <section aria-labelledby="contact-profile-title" className="space-y-4">
      {backTo && (
        <a
          href={backTo}
          onClick={follow(backTo)}
          className="inline-flex items-center gap-1 rounded text-sm font-medium text-primary-700 hover:underline focus-visible:outline-2 focus-visible:outline-primary-500 @min-[48rem]/contacts:hidden"
        >
          <ArrowLeftIcon className="size-4" />
          {t('contacts.backToList')}
        </a>
      )}
      <h2 id="contact-profile-title" className="sr-only">
        {t('contacts.profile')}
      </h2>
      {error && (
        <ErrorBanner title={t('contacts.profileFailed')} message={error} onRetry={onRetry} retrying={retrying} />
      )}
      {!friend && loading && (
        <div className="flex justify-center p-6 text-primary-600">
          <Spinner className="size-6" label={t('contacts.profileLoading')} />
        </div>
      )}
      {friend && (
        <div className="rounded-lg border border-slate-200 bg-white p-5">
          <div className="flex flex-wrap items-center gap-4">
            <Avatar src={friend.thumbnail} className="size-16" />
            <div className="min-w-0 flex-1">
              <p className="truncate text-lg font-semibold text-slate-900">{contactName(friend)}</p>
              <Badge className="mt-1">{t(contactTypeKey(friend.type))}</Badge>
            </div>
          </div>
          <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            <dt className="text-slate-600">{t('contacts.nickname')}</dt>
            <dd className="min-w-0 break-words text-slate-900">{friend.nickname || '—'}</dd>
            <dt className="text-slate-600">{t('contacts.username')}</dt>
            <dd className="min-w-0 break-words text-slate-900">{friend.username}</dd>
            <dt className="text-slate-600">{t('contacts.typeLabel')}</dt>
            <dd className="text-slate-900">{t(contactTypeKey(friend.type))}</dd>
            <dt className="text-slate-600">{t('contacts.statusLabel')}</dt>
            <dd className="text-slate-900">{t(contactStatusKey(friend.status))}</dd>
          </dl>
          <div className="mt-5 flex flex-wrap gap-2">
            {room && (
              <a href={room} onClick={follow(room)} className={buttonVariants({ size: 'md' })}>
                <ChatIcon className="size-4" />
                {t('contacts.openRoom')}
              </a>
            )}
            {notebook && (
              <a
                href={notebook}
                target="_blank"
                rel="noopener noreferrer"
                className={cn(buttonVariants({ variant: 'secondary', size: 'md' }))}
              >
                <NotebookIcon className="size-4" />
                {t('contacts.notebook')}
                <span className="sr-only">{t('contacts.newWindow')}</span>
              </a>
            )}
            {onEdit && (
              <Button variant="secondary" onClick={onEdit} onPointerEnter={onEditIntent} onFocus={onEditIntent}>
                {t('contacts.edit.open')}
              </Button>
            )}
          </div>
        </div>
      )}
    </section>
  );
}
