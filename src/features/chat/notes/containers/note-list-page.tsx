import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { useNotice } from '@/components/ui/notice';
import { errorMessage } from '@/lib/api/error-message';
import { useAddNote } from '../api/add-note';
import { useEditNote } from '../api/edit-note';
import { useNotes } from '../api/get-notes';
import { useRoomMember } from '../api/get-room-member';
import { MissingParamsNotice } from '../components/missing-params-notice';
import { NoteList, type NoteDialogKind } from '../components/note-list';
import { statusOf, type Note } from '../schemas/note';
import { noteListParams, type NoteListParams } from '../schemas/note-routes';
import { useLoadFailure } from '@/lib/api/use-load-failure';
import { useOverlay } from '@/lib/use-overlay';
import { useTableUrlView } from '@/lib/views/use-table-url-view';

/**
 * /chat/noteTitle/{room_id}/{member_id}: a room's notebook. Without both ids (or with ids that are
 * not numbers) nothing is loaded and the user is told so.
 *
 * Choices where the spec is silent: the heading names the room's member (api/friend/view) and links
 * to the room, through its friend when the friend id is known
 * (/chat/messaging/{room_id}/{member_id}/friend/{friend_id}), else /chat/messaging/{room_id}/{member_id}.
 * A note's entries page carries ?room_id= so its back button can return here even in a new tab.
 * Server refusals of add and edit (the spec shows nothing) are shown in the dialog, which stays
 * open with what was typed: a user must know the note was not saved.
 */
export default function NoteListPage() {
  const params = noteListParams(useParams());
  return params ? <Notebook {...params} /> : <MissingParamsNotice kind="notebook" />;
}

function Notebook({ roomId, memberId }: NoteListParams) {
  const { t } = useTranslation('chat-notes');
  const navigate = useNavigate();
  const notice = useNotice();
  const notes = useNotes(roomId);
  const table = useTableUrlView(10);
  const failure = useLoadFailure(notes);
  const member = useRoomMember(memberId);
  const saved = () => notice.toast(t('list.saved'), { tone: 'success' });
  const add = useAddNote({ mutationConfig: { onSuccess: saved } });
  const edit = useEditNote({ mutationConfig: { onSuccess: saved } });
  // A dialog opens and closes without the last save failure.
  const forgetFailure = () => [add, edit].forEach((call) => call.reset());
  const dialogs = useOverlay<NoteDialogKind, Note>({ onOpen: forgetFailure, onClose: forgetFailure });
  // Stable, as the table's columns are built from them: new ones would draw every row again, and the
  // Edit button that opened the dialog, gone, could not take the focus back when it closes.
  const entriesHref = useCallback(
    (note: Note) => paths.noteEntries(note.id, memberId, note.title, roomId),
    [memberId, roomId],
  );
  const onNavigate = useCallback((to: string) => void navigate(to), [navigate]);
  const failed = (add.isError ? add.error : null) ?? (edit.isError ? edit.error : null);
  // A member of another room (a hand-edited address) must not lend its name or room link here.
  const friend = member.data && (member.data.room_id === null || member.data.room_id === roomId) ? member.data : null;

  return (
    <div className="h-full overflow-auto p-4">
      <NoteList
        notes={notes.data ?? null}
        loading={notes.isPending}
        {...failure}
        onRetry={() => void notes.refetch()}
        memberName={friend ? friend.nickname.trim() || friend.username : null}
        roomHref={paths.memberRoom(roomId, memberId, friend?.friend_id ?? null)}
        entriesHref={entriesHref}
        onNavigate={onNavigate}
        onSave={(values, note) =>
          note
            ? edit.mutateAsync({ note_id: note.id, title: values.title, status: statusOf(values), room_id: roomId })
            : add.mutateAsync({ room_id: roomId, title: values.title, status: 0 })
        }
        saving={add.isPending || edit.isPending}
        saveError={failed ? errorMessage(failed, t) : null}
        open={dialogs.current}
        note={dialogs.payload ?? null}
        onOpen={dialogs.open}
        onOpenChange={(open) => !open && dialogs.close()}
        view={table.view}
        refusedLink={table.refused}
      />
    </div>
  );
}
