import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TableViewControl } from '@/components/ui/data-table/table-view';
import { RefusedLinkNotice } from '@/components/ui/refused-link-notice';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table/data-table';
import { ErrorBanner } from '@/components/ui/error-banner';
import type { Note } from '../schemas/note';
import type { NoteForm } from '../schemas/note';
import { NoteDialog } from './note-dialog';
import { StatusBadge } from './status-badge';
import { followInApp } from '@/lib/plain-click';

export type NoteListProps = {
  /** null while loading (or when the load failed). */
  notes: readonly Note[] | null;
  loading?: boolean;
  /** Already-readable reason the list could not be loaded. */
  error?: string | null;
  /** The failed load is being asked again: the failure stays, its Retry busy. */
  retrying?: boolean;
  onRetry?: () => void;
  /** The room's member as shown in the heading (nickname or username); null when unknown. */
  memberName: string | null;
  /** The chat room itself. */
  roomHref: string;
  /** Where a note's entries open; stable (the columns are built from it and onNavigate: a new one draws every row again). */
  entriesHref: (note: Note) => string;
  onNavigate: (to: string) => void;
  /** Resolves once saved; rejects when the server refused (the dialog stays open as typed). */
  onSave: (values: NoteForm, note: Note | null) => Promise<unknown>;
  saving?: boolean;
  saveError?: string | null;
  /** The note dialog is open, to add a note or to edit one. */
  open: NoteDialogKind | null;
  /** The note being edited (null adds one); a closing dialog may keep it while it leaves. */
  note: Note | null;
  /** Add (no note) or a row's Edit (its note) asks for the dialog. */
  onOpen: (kind: NoteDialogKind, note?: Note) => void;
  /** The dialog asks to close: dismissed, cancelled, or its note saved. */
  onOpenChange: (open: boolean) => void;
  /** The table's order and page, when the page keeps them (in its address). */
  view?: TableViewControl;
  /** The address named a view the table refuses: its defaults show, with a notice. */
  refusedLink?: boolean;
};

export type NoteDialogKind = 'add' | 'edit';

/** The notebook of a room: its notes (title, status, created, by whom), with add and edit dialogs. */
export function NoteList(props: NoteListProps) {
  const {
    notes,
    loading = false,
    error,
    retrying = false,
    onRetry,
    memberName,
    roomHref,
    entriesHref,
    onNavigate,
    onOpen,
    onOpenChange,
  } = props;
  const { t } = useTranslation(['chat-notes', 'common']);

  const columns = useMemo<ColumnDef<Note>[]>(
    () => [
      {
        id: 'title',
        header: t('fields.title'),
        accessorFn: (n) => n.title,
        cell: ({ row }) => (
          <a
            href={entriesHref(row.original)}
            onClick={followInApp(entriesHref(row.original), onNavigate)}
            className="text-primary-800 font-medium break-words underline underline-offset-2"
          >
            {row.original.title}
          </a>
        ),
      },
      {
        id: 'status',
        header: t('fields.status'),
        accessorFn: (n) => t(n.status === 1 ? 'status.finished' : 'status.unfinished'),
        cell: ({ row }) => <StatusBadge status={row.original.status} />,
      },
      {
        id: 'created_at',
        header: t('fields.createdAt'),
        accessorFn: (n) => n.created_at,
        meta: { kind: 'date' },
      },
      { id: 'create_user', header: t('fields.createUser'), accessorFn: (n) => n.create_user },
      { id: 'update_user', header: t('fields.updateUser'), accessorFn: (n) => n.update_user },
      {
        id: 'actions',
        header: t('fields.actions'),
        enableHiding: false,
        meta: { actions: true },
        cell: ({ row }) => (
          <Button
            variant="secondary"
            size="sm"
            aria-label={t('list.editLabel', { title: row.original.title })}
            onClick={() => onOpen('edit', row.original)}
          >
            {t('common:actions.edit')}
          </Button>
        ),
      },
    ],
    [t, entriesHref, onNavigate, onOpen],
  );

  return (
    <div className="space-y-4">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div className="space-y-1">
          <h2 className="text-xl font-semibold text-slate-900">{t('list.heading')}</h2>
          <p className="text-sm text-slate-700">
            {memberName ? `${t('list.member', { name: memberName })} · ` : ''}
            <a
              href={roomHref}
              onClick={followInApp(roomHref, onNavigate)}
              className="text-primary-800 underline underline-offset-2"
            >
              {t('list.openRoom')}
            </a>
          </p>
        </div>
        <Button onClick={() => onOpen('add')}>{t('list.add')}</Button>
      </header>
      {props.refusedLink && <RefusedLinkNotice />}
      {error && <ErrorBanner title={t('list.loadFailed')} message={error} onRetry={onRetry} retrying={retrying} />}
      <DataTable
        caption={t('list.caption')}
        data={notes ? [...notes] : []}
        columns={columns}
        getRowId={(n) => String(n.id)}
        loading={loading && !notes}
        emptyText={error ? t('list.loadFailed') : t('list.empty')}
        view={props.view}
      />
      <NoteDialog
        open={props.open !== null}
        note={props.note}
        onOpenChange={onOpenChange}
        onSubmit={(values) => props.onSave(values, props.note).then(() => onOpenChange(false))}
        pending={props.saving}
        error={props.saveError}
      />
    </div>
  );
}
