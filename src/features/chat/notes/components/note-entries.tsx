import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { TableViewControl } from '@/components/ui/data-table/table-view';
import { RefusedLinkNotice } from '@/components/ui/refused-link-notice';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataTable } from '@/components/ui/data-table/data-table';
import { ErrorBanner } from '@/components/ui/error-banner';
import type { NoteContent } from '../schemas/note';
import type { NoteEntryForm } from '../schemas/note';
import { NoteEntryDialog } from './note-entry-dialog';

export type NoteEntriesProps = {
  title: string;
  /** null while loading (or when the load failed). */
  entries: readonly NoteContent[] | null;
  loading?: boolean;
  error?: string | null;
  /** The failed load is being asked again: the failure stays, its Retry busy. */
  retrying?: boolean;
  onRetry?: () => void;
  onBack: () => void;
  /** Resolves once saved; rejects when the server refused (the dialog stays open as typed). */
  onSave: (values: NoteEntryForm, entry: NoteContent | null) => Promise<unknown>;
  onDelete: (entry: NoteContent) => Promise<unknown>;
  saving?: boolean;
  deleting?: boolean;
  /** The server's message when saving or deleting failed, shown in the open dialog. */
  saveError?: string | null;
  /** The open dialog: adding an entry, editing one, or confirming its delete. */
  open: NoteEntryDialogKind | null;
  /** The entry edited or deleted (null adds one); a closing dialog may keep it while it leaves. */
  entry: NoteContent | null;
  /** Add (no entry) or a row's Edit or Delete (its entry) asks for its dialog. */
  onOpen: (kind: NoteEntryDialogKind, entry?: NoteContent) => void;
  /** The open dialog asks to close: dismissed, cancelled, or done. */
  onOpenChange: (open: boolean) => void;
  /** The table's order and page, when the page keeps them (in its address). */
  view?: TableViewControl;
  /** The address named a view the table refuses: its defaults show, with a notice. */
  refusedLink?: boolean;
};

export type NoteEntryDialogKind = 'add' | 'edit' | 'delete';

/** The entries of one note: date-time, content, who wrote it; add, edit and a confirmed delete. */
export function NoteEntries(props: NoteEntriesProps) {
  const { title, entries, loading = false, error, retrying = false, onRetry, onBack, onOpen, onOpenChange } = props;
  const { t } = useTranslation(['chat-notes', 'common']);
  const deleting = useRef(false);

  const columns = useMemo<ColumnDef<NoteContent>[]>(
    () => [
      {
        id: 'created_at',
        header: t('fields.dateTime'),
        accessorFn: (e) => e.created_at,
        meta: { kind: 'date' },
      },
      {
        id: 'content',
        header: t('fields.content'),
        accessorFn: (e) => e.content,
        cell: ({ row }) => <span className="break-words whitespace-pre-wrap">{row.original.content}</span>,
      },
      { id: 'create_user', header: t('fields.createUser'), accessorFn: (e) => e.create_user },
      {
        id: 'actions',
        header: t('fields.actions'),
        enableHiding: false,
        meta: { className: 'whitespace-nowrap', actions: true },
        cell: ({ row }) => (
          <span className="flex gap-2">
            <Button
              variant="secondary"
              size="sm"
              aria-label={t('entries.editLabel', { date: row.original.created_at })}
              onClick={() => onOpen('edit', row.original)}
            >
              {t('common:actions.edit')}
            </Button>
            <Button
              variant="ghost"
              size="sm"
              className="text-red-800"
              aria-label={t('entries.deleteLabel', { date: row.original.created_at })}
              onClick={() => onOpen('delete', row.original)}
            >
              {t('common:actions.delete')}
            </Button>
          </span>
        ),
      },
    ],
    [t, onOpen],
  );
  const editing = props.open === 'add' || props.open === 'edit';
  const removing = props.open === 'delete' ? props.entry : null;
  const close = () => onOpenChange(false);

  return (
    <div className="space-y-4">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex min-w-0 items-center gap-3">
          <Button variant="secondary" size="sm" onClick={onBack}>
            {t('entries.back')}
          </Button>
          <h2 className="text-xl font-semibold break-words text-slate-900">{title}</h2>
        </div>
        <Button onClick={() => onOpen('add')}>{t('entries.add')}</Button>
      </header>
      {props.refusedLink && <RefusedLinkNotice />}
      {error && <ErrorBanner title={t('entries.loadFailed')} message={error} onRetry={onRetry} retrying={retrying} />}
      <DataTable
        caption={t('entries.caption', { title })}
        data={entries ? [...entries] : []}
        columns={columns}
        getRowId={(e) => String(e.id)}
        loading={loading && !entries}
        emptyText={error ? t('entries.loadFailed') : t('entries.empty')}
        view={props.view}
      />
      <NoteEntryDialog
        open={editing}
        entry={props.open === 'delete' ? null : props.entry}
        onOpenChange={onOpenChange}
        onSubmit={(values) => props.onSave(values, props.open === 'edit' ? props.entry : null).then(close)}
        pending={props.saving}
        error={editing ? props.saveError : null}
      />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={onOpenChange}
        tone="danger"
        title={t('entries.deleteTitle')}
        message={
          <>
            {t('entries.deleteMessage', { date: props.entry?.created_at ?? '' })}
            {props.saveError && removing && (
              <span role="alert" className="mt-2 block text-red-800">
                {props.saveError}
              </span>
            )}
          </>
        }
        confirmLabel={t('common:actions.delete')}
        pending={props.deleting}
        onConfirm={() => {
          // One request per intent, even for a double click before the answer.
          if (!removing || props.deleting || deleting.current) return;
          deleting.current = true;
          void props
            .onDelete(removing)
            .then(close, () => undefined)
            .finally(() => {
              deleting.current = false;
            });
        }}
      />
    </div>
  );
}
