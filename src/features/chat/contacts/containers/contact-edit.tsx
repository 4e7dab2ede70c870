import { useTranslation } from 'react-i18next';
import { LazyDialogSlot } from '@/components/ui/lazy-dialog-slot';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import { useNotice } from '@/components/ui/notice';
import { DETAIL_TOAST_MS } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api/error-message';
import type { Friend } from '@/lib/api/endpoints/chat';
import { useEditContact } from '../api/edit-contact';
import { contactEditPayload } from '../schemas/contact-edit';

// The form's code (react-hook-form, its rules, Headless UI's Dialog) comes when Edit is first wanted.
const ContactEditDialog = lazyWithPreload(() =>
  import('../components/contact-edit-dialog').then((m) => m.ContactEditDialog),
);

/** The pointer or the focus reached Edit: the dialog's code comes now, so it usually opens at once. */
export const preloadContactEdit = () => ContactEditDialog.preload();

export type ContactEditProps = {
  /** The contact being edited; null when the dialog is closed. */
  friend: Friend | null;
  onClose: () => void;
};

/**
 * The contact edit dialog connected to api/friend/edit. Saved: the dialog closes once the profile
 * and the list have been asked again, and a toast says 'edited'. Refused or unreachable: the
 * dialog stays open as typed with the server's message (or the network text), ready to try again.
 */
export function ContactEdit({ friend, onClose }: ContactEditProps) {
  const { t } = useTranslation('chat-nav');
  const notice = useNotice();
  const edit = useEditContact({
    mutationConfig: {
      onSuccess: (_data, payload) => {
        close();
        notice.toast(t('contacts.edit.edited', { name: payload.nickname || friend?.username }), {
          tone: 'success',
          durationMs: DETAIL_TOAST_MS,
        });
      },
    },
  });
  // A dialog opened again starts without the last attempt's failure.
  const close = () => {
    edit.reset();
    onClose();
  };

  return (
    <LazyDialogSlot open={friend !== null}>
      {friend && (
        <ContactEditDialog
          key={friend.member_id}
          open
          onOpenChange={(open) => !open && close()}
          friend={friend}
          pending={edit.isPending}
          error={edit.isError ? errorMessage(edit.error, t) : null}
          onSubmit={(values) => edit.mutateAsync(contactEditPayload(friend, values))}
        />
      )}
    </LazyDialogSlot>
  );
}
