import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotice } from '@/components/ui/notice';
import { errorMessage } from '@/lib/api/error-message';
import { useOneAtATime } from '@/lib/use-one-at-a-time';
import { useTableUrlView } from '@/lib/views/use-table-url-view';
import type { MessageTemplate } from '@/lib/api/endpoints/chat-templates';
import { useCreateTemplate } from '../api/create-template';
import { useDeleteTemplate } from '../api/delete-template';
import { useTemplates } from '../api/get-templates';
import { useUpdateTemplate } from '../api/update-template';
import { DeleteTemplateDialog } from '../components/delete-template-dialog';
import { TemplateDialog } from '../components/template-dialog';
import { TEMPLATE_PAGE_SIZES, TemplatesTable } from '../components/templates-table';
import { templatePayload, type TemplateForm } from '../schemas/template';

/** Which popup is open: one at a time. */
type Open =
  | { kind: 'none' }
  | { kind: 'create' }
  | { kind: 'edit'; template: MessageTemplate }
  | { kind: 'delete'; template: MessageTemplate };

/**
 * /MessageTemplate (chat spec sections 2, 4, 8). A save or delete answered with data.code 1000
 * closes its popup, refreshes the list and says so in a toast; any other outcome keeps the popup
 * open with the server's message and refreshes nothing. Agents (role 2) are not offered the page in
 * the menu (section 6).
 */
export default function TemplatesPage() {
  const { t } = useTranslation('chat-templates');
  const notice = useNotice();
  const [open, setOpen] = useState<Open>({ kind: 'none' });
  const list = useTemplates();
  const table = useTableUrlView(25, TEMPLATE_PAGE_SIZES);
  const close = () => setOpen({ kind: 'none' });
  const done = (key: string) => () => {
    notice.toast(t(key), { tone: 'success' });
    close();
  };
  const create = useCreateTemplate({ mutationConfig: { onSuccess: done('toast.created') } });
  const update = useUpdateTemplate({ mutationConfig: { onSuccess: done('toast.updated') } });
  const remove = useDeleteTemplate({ mutationConfig: { onSuccess: done('toast.deleted') } });
  const save = open.kind === 'edit' ? update : create;
  // One click, one request: a double click or a held Enter reaches submit before the busy button renders.
  const once = useOneAtATime();

  const openWith = (next: Open) => {
    create.reset();
    update.reset();
    remove.reset();
    setOpen(next);
  };
  const onEdit = useCallback((template: MessageTemplate) => openWith({ kind: 'edit', template }), []); // eslint-disable-line react-hooks/exhaustive-deps
  const onDelete = useCallback((template: MessageTemplate) => openWith({ kind: 'delete', template }), []); // eslint-disable-line react-hooks/exhaustive-deps

  const submit = (values: TemplateForm) =>
    once(() =>
      open.kind === 'edit'
        ? update.mutateAsync({ targetID: open.template.id, ...templatePayload(values) })
        : create.mutateAsync(templatePayload(values)),
    );

  return (
    <>
      <TemplatesTable
        templates={list.data ?? []}
        loading={list.isPending}
        error={list.isError && !list.data ? errorMessage(list.error, t) : null}
        retrying={list.isFetching}
        onRetry={() => void list.refetch()}
        onCreate={() => openWith({ kind: 'create' })}
        onEdit={onEdit}
        onDelete={onDelete}
        view={table.view}
        refusedLink={table.refused}
      />
      <TemplateDialog
        open={open.kind === 'create' || open.kind === 'edit'}
        onOpenChange={(next) => !next && close()}
        template={open.kind === 'edit' ? open.template : null}
        onSubmit={submit}
        pending={save.isPending}
        error={save.isError ? errorMessage(save.error, t) : null}
      />
      <DeleteTemplateDialog
        template={open.kind === 'delete' ? open.template : null}
        onCancel={close}
        onConfirm={(template) => once(() => remove.mutateAsync({ targetID: template.id }))}
        pending={remove.isPending}
        error={remove.isError ? errorMessage(remove.error, t) : null}
      />
    </>
  );
}
