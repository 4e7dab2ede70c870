import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LoadingBlock } from '@/components/ui/spinner';
import { useNotice } from '@/components/ui/notice';
import { ROOM_STATUS, TRANSACTION_DISPLAY } from '@/lib/api/endpoints/chat';
import { errorMessage } from '@/lib/api/error-message';
import { toggleMuted, useAttentionPrefs } from '@/lib/attention/prefs';
import { useCurrentUserView } from '@/lib/session/api/get-user-view';
import { useOneAtATime } from '@/lib/use-one-at-a-time';
import { useEnterRoom } from '../api/enter-room';
import { useFindRoom } from '../api/find-room';
import { AiRecoverBar } from '../components/ai-recover-bar';
import { ImagePreview } from '../components/image-preview';
import { MessageList } from '../components/message-list';
import { RoomToolbar } from '../components/room-toolbar';
import { RoomNotice } from '../components/room-notice';
import { UnsentBar } from '../components/unsent-bar';
import { partnerNickname } from '../lib/composer-insert';
import { getDraft, setDraft } from './drafts';
import { RoomComposer, type RenderTemplatePicker } from './room-composer';
import { useImageAttach } from './use-image-attach';
import { RoomPictureViewer } from './room-picture-viewer';
import { useListeningGate } from './use-listening-gate';
import { useRecoverToMessaging, type RoomRecovery } from './use-recover-to-messaging';
import { useRoomArrivals } from './use-room-arrivals';
import { RoomFindBar } from './room-find-bar';
import { useRoomFind } from './use-room-find';
import { useRoomLog } from './use-room-log';
import { mayUseTemplates } from '@/lib/session/role-policy';
import { useViewerRole } from '@/lib/session/viewer';
import { paths } from '@/config/paths';

export type RoomParams = { room_id?: string; member_id?: string; room_code?: string; friend_id?: string };
/** The room's member tools, opened by the page that holds the room (the points, bank and audit features). */
export type RoomTool = 'points' | 'bank' | 'audit';
export type RoomToolTarget = { code: string; memberId: number; username: string };
type ToolOpener = (tool: RoomTool, target: RoomToolTarget) => void;

type RoomWindowProps = {
  params: RoomParams;
  ai: boolean;
  onTool?: ToolOpener;
  renderTemplatePicker?: RenderTemplatePicker;
  /** Recovers an AI room and refreshes the lists that show it (the room lists are another feature's). */
  recovery: RoomRecovery;
  /** The room's unread count as the room list knows it, read once on entering (the list is another feature's). */
  unreadOnEntering?: (code: string) => number | undefined;
  /** The rooms pinned in the room list, and how to pin or unpin one (the pins are the list's; AI rooms have none). */
  pins?: { codes: readonly string[]; toggle: (code: string) => void };
};

const toId = (value: string | undefined) => (value && /^\d+$/.test(value) ? Number(value) : null);

/**
 * The open room (chat spec section 2, room screen). The room comes from the route: by its code, or
 * by its id (looked up in the room lists) when the route has none or goes through a friend. A route
 * without a room id opens nothing and says so. Entering fails: the server's message, then back to
 * the room list. The member tools (points, bank, audit flow) are opened by the page through `onTool`;
 * the quick-template picker is the page's too (`renderTemplatePicker`); without one the templates
 * icon shows a notice.
 */
export function RoomWindow({ params, ...room }: RoomWindowProps) {
  const { t } = useTranslation('chat');
  const roomId = toId(params.room_id);
  const friendId = toId(params.friend_id);
  const byCode = params.room_code && params.room_code !== 'friend' ? params.room_code : null;
  const lookup = useFindRoom(!byCode && roomId !== null ? roomId : null);
  const code = byCode ?? lookup.data?.code ?? null;

  if (roomId === null || params.member_id === undefined)
    return <RoomNotice tone="error" message={t('window.linkIncomplete')} />;
  if (!byCode && lookup.isPending) return <LoadingBlock className="flex-1" />;
  if (!code)
    return (
      <RoomNotice tone="error" message={lookup.isError ? errorMessage(lookup.error, t) : t('window.roomNotFound')} />
    );
  return <OpenRoom key={code} code={code} friendId={friendId ?? ''} memberId={params.member_id} {...room} />;
}

type OpenRoomProps = Omit<RoomWindowProps, 'params'> & { code: string; friendId: number | ''; memberId: string };

function OpenRoom(props: OpenRoomProps) {
  const { code, friendId, memberId, ai, onTool, renderTemplatePicker, recovery, unreadOnEntering, pins } = props;
  const { t } = useTranslation('chat');
  const navigate = useNavigate();
  const notice = useNotice();
  const viewer = useCurrentUserView().data;
  const attention = useAttentionPrefs();
  const role = useViewerRole();
  const gate = useListeningGate();
  const entered = useEnterRoom(code, friendId, gate.ready);
  const room = entered.data?.room;
  const start = useMemo(() => (entered.data ? { code, messages: entered.data.message } : null), [code, entered.data]);
  const log = useRoomLog(
    start,
    { username: viewer?.username ?? '', thumbnail: viewer?.thumbnail ?? '' },
    code,
    gate.onListening,
  );
  const firstUnreadKey = useRoomArrivals(log, () => room?.unread_count ?? unreadOnEntering?.(code) ?? 0);
  const find = useRoomFind({ messages: log.messages, hasOlder: log.hasOlder, readOlder: log.readOlder });
  const [draft, setDraftState] = useState(() => getDraft(code));
  const [viewing, setViewing] = useState<string | null>(null);
  const image = useImageAttach((content) => log.send({ type: 2, content }));
  const once = useOneAtATime();
  const recover = useRecoverToMessaging(recovery);

  const failure = entered.isError ? errorMessage(entered.error, t) : null;
  useEffect(() => {
    if (failure === null) return;
    notice.alert({ message: failure, tone: 'error', onClose: () => void navigate(paths.messaging()) });
  }, [failure, navigate, notice]);
  if (entered.isPending || entered.isError) return <LoadingBlock className="flex-1" />;

  const isAi = ai || room?.status === ROOM_STATUS.ai;
  const muted = attention.muted.includes(code);
  const later = () => notice.toast(t('window.notYet'));
  const username = room?.partner_username || room?.username || '';
  const tool = (which: RoomTool) => () =>
    onTool ? onTool(which, { code, memberId: Number(memberId), username }) : later();
  return (
    <section className="flex min-h-0 flex-1 flex-col" aria-label={room?.name || t('window.defaultName')}>
      <RoomToolbar
        partnerAvatar={room?.thumbnail ?? ''}
        partnerUsername={room?.partner_username || room?.username || ''}
        roomName={room?.name ?? ''}
        showAuditFlow={viewer?.cs_flow_limit_button_visible === 1}
        showBank={!isAi && room?.isThird === 1}
        onAuditFlow={tool('audit')}
        onBank={tool('bank')}
        notebookHref={room ? `/chat/noteTitle/${room.id}/${memberId}` : null}
        muted={muted}
        onToggleMute={() => toggleMuted(code)}
        onFind={find.openFind}
        pinned={pins?.codes.includes(code) ?? false}
        onTogglePin={pins && !isAi ? () => pins.toggle(code) : undefined}
      />
      {find.open && <RoomFindBar {...find.bar} />}
      <MessageList
        roomKey={code}
        messages={log.messages}
        transactionDisplay={room?.transaction_type ?? TRANSACTION_DISPLAY.line}
        hasOlder={log.hasOlder}
        loadingOlder={log.loadingOlder}
        onLoadOlder={log.loadOlder}
        onRetry={log.retry}
        onDelete={log.remove}
        onOpenImage={setViewing}
        partnerName={room?.partner_username || room?.username || ''}
        firstUnreadKey={firstUnreadKey}
        find={find.listFind}
      />
      <UnsentBar
        count={
          log.messages.filter((m) => m.delivery === 'failed' || (log.retryingAll && m.delivery === 'sending')).length
        }
        sending={log.retryingAll}
        onRetryAll={log.retryAll}
      />
      {isAi ? (
        <AiRecoverBar
          recovering={recover.isPending}
          onRecover={() => {
            const roomId = room?.id;
            if (roomId !== undefined) once(() => recover.recover({ room_id: roomId, code }));
          }}
        />
      ) : (
        <RoomComposer
          member={{ nickname: partnerNickname(log.messages), username }}
          renderTemplatePicker={renderTemplatePicker}
          onTemplatesUnavailable={later}
          draft={draft}
          onDraftChange={(text) => {
            setDraftState(text);
            setDraft(code, text);
          }}
          onSend={(text) => {
            log.send({ type: 1, content: text });
            setDraftState('');
            setDraft(code, '');
          }}
          onImage={image.attach}
          showTemplates={mayUseTemplates(role)}
          showPoints={viewer?.red_envelope_button_visible === 1}
          onPoints={tool('points')}
        />
      )}
      <ImagePreview image={image.ready} preparing={image.preparing} onSend={image.send} onCancel={image.cancel} />
      <RoomPictureViewer messages={log.messages} src={viewing} onShow={setViewing} />
    </section>
  );
}
