import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { AuditFlow } from '@/features/chat/bank/containers/audit-flow';
import { BankAccountFlow } from '@/features/chat/bank/containers/bank-account-flow';
import { RoomNotice } from '@/features/chat/messages/components/room-notice';
import { RoomWindow, type RoomTool, type RoomToolTarget } from '@/features/chat/messages/containers/room-window';
import { PointsFlow } from '@/features/chat/points/containers/points-flow';
import { roomKeys } from '@/features/chat/rooms/api/keys';
import { useRecoverRoom } from '@/features/chat/rooms/api/recover-room';
import { RoomListPanel } from '@/features/chat/rooms/containers/room-list-panel';
import { usePinnedRooms } from '@/features/chat/rooms/containers/room-pins-store';
import { usePinToggle } from '@/features/chat/rooms/containers/use-room-pins';
import { TemplatePickerPanel } from '@/features/chat/templates/containers/template-picker-panel';
import { ROOM_STATUS, type Room } from '@/lib/api/endpoints/chat';
import { cn } from '@/lib/cn';
import { useOverlay } from '@/lib/use-overlay';
import { useChatCheckPending } from './router/chat-check';
import { SectionLoading } from './router/loading';

/**
 * /chat/messaging and its room routes (chat spec section 2): the room list beside the open room on
 * wide screens; on narrow ones the list alone until a room is chosen, then the room alone. The room's
 * member tools (points, bank account, audit flow) open here, one at a time, and the room's composer
 * gets its quick-template picker from here. A room the server has not yet allowed is not opened (not
 * entered, nothing of it shown): the list stays and the room's place waits for its check.
 */
export default function ChatMessagingPage() {
  const { t } = useTranslation('chat');
  const queryClient = useQueryClient();
  const params = useParams();
  const [search] = useSearchParams();
  const ai = search.get('ai') === '1';
  const inRoom = params.room_id !== undefined;
  const checking = useChatCheckPending();
  const tools = useOverlay<RoomTool, RoomToolTarget>();
  // The points flow stays mounted for the member once opened: an unknown transfer outcome must still
  // block a resend when the dialog is opened again.
  const [pointsFor, setPointsFor] = useState<RoomToolTarget | null>(null);
  const { close } = tools;
  const member = tools.payload;
  const pins = { codes: usePinnedRooms(), toggle: usePinToggle() };
  // A recovered AI room leaves the AI list for the shown one: the rooms' recover asks both again.
  const recovery = useRecoverRoom();
  // For a server whose enter answer does not count the room's unread messages: the list's count.
  const unreadOnEntering = (code: string) => {
    for (const status of [ROOM_STATUS.shown, ROOM_STATUS.ai, ROOM_STATUS.hidden]) {
      const room = queryClient.getQueryData<Room[]>(roomKeys.list(status))?.find((r) => r.code === code);
      if (room) return room.unread_count;
    }
    return undefined;
  };
  return (
    <div className="flex h-full min-h-0">
      <div
        className={cn(
          'min-h-0 w-full flex-col border-e border-slate-200 @min-[64rem]/chat:flex @min-[64rem]/chat:w-80 @min-[64rem]/chat:shrink-0',
          inRoom ? 'hidden' : 'flex',
        )}
      >
        <RoomListPanel ai={ai} activeCode={params.room_code ?? null} />
      </div>
      <div className={cn('min-h-0 min-w-0 flex-1 flex-col @min-[64rem]/chat:flex', inRoom ? 'flex' : 'hidden')}>
        {inRoom && checking ? (
          <SectionLoading />
        ) : inRoom ? (
          <RoomWindow
            key={`${params.room_id}/${params.room_code ?? ''}/${params.friend_id ?? ''}`}
            params={params}
            ai={ai}
            onTool={(tool, target) => {
              tools.open(tool, target);
              if (tool === 'points') setPointsFor(target);
            }}
            renderTemplatePicker={(slot) => <TemplatePickerPanel {...slot} />}
            recovery={recovery}
            unreadOnEntering={unreadOnEntering}
            pins={pins}
          />
        ) : (
          <RoomNotice message={t('window.chooseRoom')} />
        )}
      </div>
      {pointsFor && (
        <PointsFlow
          key={`${pointsFor.code}/${pointsFor.memberId}`}
          open={tools.isOpen('points')}
          onClose={close}
          memberId={pointsFor.memberId}
          memberUsername={pointsFor.username}
          roomCode={pointsFor.code}
        />
      )}
      {tools.isOpen('bank') && member && <BankAccountFlow open onClose={close} username={member.username} />}
      {tools.isOpen('audit') && member && <AuditFlow open onClose={close} memberId={member.memberId} />}
    </div>
  );
}
