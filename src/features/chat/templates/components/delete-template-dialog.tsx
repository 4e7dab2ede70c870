import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { MessageTemplate } from '../schemas/template';
import { Callout } from '@/components/ui/callout';

export type DeleteTemplateDialogProps = {
  /** The template to delete; null keeps the confirmation closed. */
  template: MessageTemplate | null;
  onCancel: () => void;
  onConfirm: (template: MessageTemplate) => void;
  pending?: boolean;
  /** Already-translated failure; the confirmation stays open showing it (chat spec section 8). */
  error?: string | null;
};

/** The delete confirmation naming the template's title (chat spec section 2); it opens on Cancel. */
export function DeleteTemplateDialog({
  template,
  onCancel,
  onConfirm,
  pending = false,
  error,
}: DeleteTemplateDialogProps) {
  const { t } = useTranslation(['chat-templates', 'common']);
  return (
    <ConfirmDialog
      open={template !== null}
      onOpenChange={(next) => !next && onCancel()}
      tone="danger"
      title={t('delete.title')}
      message={
        <>
          <span className="block">{t('delete.message', { title: template?.title ?? '' })}</span>
          {error && (
            <Callout as="span" tone="error" size="inline" role="alert" className="mt-3 block">
              {error}
            </Callout>
          )}
        </>
      }
      confirmLabel={t('common:actions.delete')}
      onConfirm={() => template && onConfirm(template)}
      pending={pending}
    />
  );
}
