import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotice } from '@/components/ui/notice';
import { errorMessage } from '@/lib/api/error-message';
import { useOneAtATime } from '@/lib/use-one-at-a-time';
import { useOverlay } from '@/lib/use-overlay';
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

/** The page's popups, one open at a time; edit and delete name their template. */
type Popup = 'create' | 'edit' | 'delete';

/**
 * /MessageTemplate (chat spec sections 2, 4, 8). A save or delete answered with data.code 1000
 * closes its popup, refreshes the list and says so in a toast; any other outcome keeps the popup
 * open with the server's message and refreshes nothing. Agents (role 2) are not offered the page in
 * the menu (section 6).
 */
export default function TemplatesPage() {
  const { t } = useTranslation('chat-templates');
  const notice = useNotice();
  const popups = useOverlay<Popup, MessageTemplate>({
    // Each popup opens clean: no failure left over from an earlier attempt.
    onOpen: () => [create, update, remove].forEach((call) => call.reset()),
  });
  const list = useTemplates();
  const table = useTableUrlView(25, TEMPLATE_PAGE_SIZES);
  const { open, close } = popups;
  const done = (key: string) => () => {
    notice.toast(t(key), { tone: 'success' });
    close();
  };
  const create = useCreateTemplate({ mutationConfig: { onSuccess: done('toast.created') } });
  const update = useUpdateTemplate({ mutationConfig: { onSuccess: done('toast.updated') } });
  const remove = useDeleteTemplate({ mutationConfig: { onSuccess: done('toast.deleted') } });
  const editing = popups.isOpen('edit') ? popups.payload : undefined;
  const removing = popups.isOpen('delete') ? popups.payload : undefined;
  const save = editing ? update : create;
  // One click, one request: a double click or a held Enter reaches submit before the busy button renders.
  const once = useOneAtATime();

  const onEdit = useCallback((template: MessageTemplate) => open('edit', template), [open]);
  const onDelete = useCallback((template: MessageTemplate) => open('delete', template), [open]);

  const submit = (values: TemplateForm) =>
    once(() =>
      editing
        ? update.mutateAsync({ targetID: editing.id, ...templatePayload(values) })
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
        onCreate={() => open('create')}
        onEdit={onEdit}
        onDelete={onDelete}
        view={table.view}
        refusedLink={table.refused}
      />
      <TemplateDialog
        {...popups.dialogProps('create', 'edit')}
        template={editing ?? null}
        onSubmit={submit}
        pending={save.isPending}
        error={save.isError ? errorMessage(save.error, t) : null}
      />
      <DeleteTemplateDialog
        template={removing ?? null}
        onCancel={close}
        onConfirm={(template) => once(() => remove.mutateAsync({ targetID: template.id }))}
        pending={remove.isPending}
        error={remove.isError ? errorMessage(remove.error, t) : null}
      />
    </>
  );
}
