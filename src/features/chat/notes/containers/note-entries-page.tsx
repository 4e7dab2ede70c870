import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { useNotice } from '@/components/ui/notice';
import { errorMessage } from '@/lib/api/error-message';
import { useAddNoteEntry } from '../api/add-note-entry';
import { useDeleteNoteEntry } from '../api/delete-note-entry';
import { useEditNoteEntry } from '../api/edit-note-entry';
import { useNoteEntries } from '../api/get-note-entries';
import { MissingParamsNotice } from '../components/missing-params-notice';
import { NoteEntries, type NoteEntryDialogKind } from '../components/note-entries';
import { noteEntriesParams, positiveId, type NoteEntriesParams } from '../schemas/note-routes';
import { useLoadFailure } from '@/lib/api/use-load-failure';
import { useOverlay } from '@/lib/use-overlay';
import type { NoteContent } from '../schemas/note';
import { useTableUrlView } from '@/lib/views/use-table-url-view';

/**
 * /chat/noteContent/{note_id}/{member_id}/{title}: the entries of one note, the title as heading.
 * Without the three params nothing is loaded and the user is told so.
 *
 * Back (the spec does not say where): to the room's notebook when the address names the room
 * (?room_id=, added by the notebook's links); otherwise one step back in history, or the room list
 * when this page is the first one of the tab. Server refusals are shown in the open dialog.
 */
export default function NoteEntriesPage() {
  const params = noteEntriesParams(useParams());
  return params ? <Entries {...params} /> : <MissingParamsNotice kind="entries" />;
}

function Entries({ noteId, memberId, title }: NoteEntriesParams) {
  const { t } = useTranslation('chat-notes');
  const navigate = useNavigate();
  const location = useLocation();
  const [search] = useSearchParams();
  const notice = useNotice();
  const entries = useNoteEntries(noteId);
  const table = useTableUrlView(10);
  const failure = useLoadFailure(entries);
  const saved = () => notice.toast(t('entries.saved'), { tone: 'success' });
  const add = useAddNoteEntry({ mutationConfig: { onSuccess: saved } });
  const edit = useEditNoteEntry({ mutationConfig: { onSuccess: saved } });
  const remove = useDeleteNoteEntry({
    mutationConfig: { onSuccess: () => notice.toast(t('entries.deleted'), { tone: 'success' }) },
  });
  const failed = [add, edit, remove].find((m) => m.isError)?.error ?? null;
  // A dialog opens and closes without the last failure.
  const forgetFailure = () => [add, edit, remove].forEach((call) => call.reset());
  const dialogs = useOverlay<NoteEntryDialogKind, NoteContent>({ onOpen: forgetFailure, onClose: forgetFailure });
  const roomId = positiveId(search.get('room_id') ?? undefined);

  const back = () => {
    if (roomId !== null) void navigate(paths.noteList(roomId, memberId));
    else if (location.key !== 'default') void navigate(-1);
    else void navigate(paths.messaging());
  };

  return (
    <div className="h-full overflow-auto p-4">
      <NoteEntries
        title={title}
        entries={entries.data ?? null}
        loading={entries.isPending}
        {...failure}
        onRetry={() => void entries.refetch()}
        onBack={back}
        onSave={(values, entry) =>
          entry
            ? edit.mutateAsync({ content_id: entry.id, content: values.content, note_id: noteId })
            : add.mutateAsync({ note_id: noteId, content: values.content })
        }
        onDelete={(entry) => remove.mutateAsync({ content_id: entry.id, note_id: noteId })}
        saving={add.isPending || edit.isPending}
        deleting={remove.isPending}
        saveError={failed ? errorMessage(failed, t) : null}
        open={dialogs.current}
        entry={dialogs.payload ?? null}
        onOpen={dialogs.open}
        onOpenChange={(open) => !open && dialogs.close()}
        view={table.view}
        refusedLink={table.refused}
      />
    </div>
  );
}
