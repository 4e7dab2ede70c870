import { useTranslation } from 'react-i18next';
import { Button, buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { Avatar } from '@/components/ui/avatar';
import {
  AuditFlowIcon,
  BankIcon,
  BellIcon,
  BellOffIcon,
  NotebookSmallIcon,
  PinIcon,
  SearchIcon,
} from '@/components/icons';
import { PressedIconButton } from '@/components/ui/pressed-icon-button';

export type RoomToolbarProps = {
  partnerAvatar: string;
  partnerUsername: string;
  /** '' shows the default 'Chat Room'. */
  roomName: string;
  showAuditFlow: boolean;
  showBank: boolean;
  onAuditFlow: () => void;
  onBank: () => void;
  /** The room's notebook (/chat/noteTitle/{room_id}/{member_id}); no link while either id is unknown. */
  notebookHref?: string | null;
  /** The room is muted: no sound, no notification. */
  muted?: boolean;
  /** Mutes or unmutes the room; without it there is no mute button. */
  onToggleMute?: (() => void) | undefined;
  /** Opens the room's find bar; without it there is no search button. */
  onFind?: (() => void) | undefined;
  /** The room is pinned to the top of the room list. */
  pinned?: boolean;
  /** Pins or unpins the room (as its row in the list and Alt+P do); without it there is no pin button. */
  onTogglePin?: (() => void) | undefined;
};

/**
 * The room's header: who the partner is, the room's name, the audit-flow and bank buttons, and the
 * room's notebook, which opens in a new window so notes can be kept beside the conversation.
 */
export function RoomToolbar({
  partnerAvatar,
  partnerUsername,
  roomName,
  showAuditFlow,
  showBank,
  onAuditFlow,
  onBank,
  notebookHref,
  muted = false,
  onToggleMute,
  onFind,
  pinned = false,
  onTogglePin,
}: RoomToolbarProps) {
  const { t } = useTranslation(['chat-room', 'chat-alerts']);
  const name = roomName.trim() || t('toolbar.defaultName');
  const pin = { label: t('chat-room:toolbar.pinThisRoom'), pressedTitle: t('chat-room:toolbar.pinnedHint') };
  const mute = { label: t('chat-alerts:mute.muteThisRoom'), pressedTitle: t('chat-alerts:mute.mutedHint') };
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2 border-b border-slate-200 bg-white px-4 py-2.5">
      <Avatar src={partnerAvatar} className="size-10" />
      <div className="min-w-0 flex-1">
        <h2 className="truncate text-base font-semibold text-slate-900" title={name}>
          {name}
        </h2>
        {partnerUsername && <p className="truncate text-sm text-slate-600">({partnerUsername})</p>}
      </div>
      {onFind && (
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('chat-room:find.open')}
          title={t('chat-room:find.open')}
          onClick={onFind}
          className="shrink-0"
        >
          <SearchIcon className="size-5" />
        </Button>
      )}
      {onTogglePin && (
        <PressedIconButton {...pin} pressed={pinned} onClick={onTogglePin} pressedClassName="text-primary-700">
          <PinIcon className="size-5" />
        </PressedIconButton>
      )}
      {onToggleMute && (
        <PressedIconButton {...mute} pressed={muted} onClick={onToggleMute} pressedClassName="text-slate-900">
          {muted ? <BellOffIcon className="size-5" /> : <BellIcon className="size-5" />}
        </PressedIconButton>
      )}
      {(showAuditFlow || showBank || notebookHref) && (
        <div className="flex flex-wrap items-center gap-2">
          {showAuditFlow && (
            <Button variant="secondary" size="sm" className="h-auto min-h-8 py-1" onClick={onAuditFlow}>
              <AuditFlowIcon className="size-4 shrink-0" />
              {t('toolbar.auditFlow')}
            </Button>
          )}
          {showBank && (
            <Button variant="secondary" size="sm" className="h-auto min-h-8 py-1" onClick={onBank}>
              <BankIcon className="size-4 shrink-0" />
              {t('toolbar.bank')}
            </Button>
          )}
          {notebookHref && (
            <a
              href={notebookHref}
              target="_blank"
              rel="noopener noreferrer"
              className={cn(buttonVariants({ variant: 'secondary', size: 'sm' }), 'h-auto min-h-8 py-1')}
            >
              <NotebookSmallIcon className="size-4 shrink-0" />
              {t('toolbar.notebook')} <span className="sr-only">{t('toolbar.newWindow')}</span>
            </a>
          )}
        </div>
      )}
    </div>
  );
}
