import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { Button } from '@/components/ui/button';
import type { MessageTemplate } from '../schemas/template';
import { templateTime } from './template-time';

export type TemplateActions = {
  onEdit: (template: MessageTemplate) => void;
  onDelete: (template: MessageTemplate) => void;
};

/** The type's label (chat spec section 3); a type the spec does not name shows its number. */
export function templateTypeLabel(type: number, t: TFunction): string {
  return [1, 2, 3, 9].includes(type) ? t(`chat-templates:types.${type}`) : t('chat-templates:types.other', { type });
}

/**
 * Columns of the template table. Content is user text shown as text (never HTML), clamped to
 * three lines with its line breaks kept; the whole text is in the cell's title and the edit popup.
 */
export function templateColumns(t: TFunction, actions: TemplateActions): ColumnDef<MessageTemplate, unknown>[] {
  const time = (key: 'created_at' | 'updated_at', header: string): ColumnDef<MessageTemplate, unknown> => ({
    id: key,
    header,
    accessorFn: (row) => templateTime(row[key]),
    meta: { kind: 'date' },
  });
  return [
    { id: 'title', header: t('chat-templates:columns.title'), accessorKey: 'title', meta: { className: 'min-w-32' } },
    {
      id: 'type',
      header: t('chat-templates:columns.type'),
      accessorFn: (row) => templateTypeLabel(row.type, t),
      meta: { className: 'whitespace-nowrap' },
    },
    {
      id: 'content',
      header: t('chat-templates:columns.content'),
      accessorKey: 'content',
      cell: ({ row }) => (
        <span title={row.original.content} className="line-clamp-3 max-w-md min-w-48 break-words whitespace-pre-line">
          {row.original.content}
        </span>
      ),
    },
    { id: 'memo', header: t('chat-templates:columns.memo'), accessorKey: 'memo' },
    { id: 'username', header: t('chat-templates:columns.operator'), accessorKey: 'username' },
    time('created_at', t('chat-templates:columns.createdAt')),
    time('updated_at', t('chat-templates:columns.updatedAt')),
    {
      id: 'actions',
      header: t('chat-templates:columns.actions'),
      enableHiding: false,
      meta: { searchValue: false, className: 'whitespace-nowrap', actions: true },
      cell: ({ row }) => (
        <div className="flex gap-2">
          <Button
            size="sm"
            variant="secondary"
            aria-label={t('chat-templates:actions.editLabel', { title: row.original.title })}
            onClick={() => actions.onEdit(row.original)}
          >
            {t('common:actions.edit')}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            className="text-red-800"
            aria-label={t('chat-templates:actions.deleteLabel', { title: row.original.title })}
            onClick={() => actions.onDelete(row.original)}
          >
            {t('common:actions.delete')}
          </Button>
        </div>
      ),
    },
  ];
}
