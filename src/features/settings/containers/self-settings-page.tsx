import { useTranslation } from 'react-i18next';
import { useNotice } from '@/components/ui/notice';
import { DETAIL_TOAST_MS } from '@/components/ui/toast';
import { Spinner } from '@/components/ui/spinner';
import { useCurrentUserView } from '@/lib/session/api/get-user-view';
import { errorMessage } from '@/lib/api/error-message';
import { displayBalance } from '@/lib/money';
import { useEditSelf } from '../api/edit-self';
import { PageHeading } from '../components/page-heading';
import { SelfSettingsForm } from '../components/self-settings-form';
import { useOneAtATime } from '@/lib/use-one-at-a-time';
import { AlertSettings } from '@/components/ui/alert-settings';
import { RetryPanel } from '@/components/ui/retry-panel';
import { useAlertSettings } from '@/lib/attention/use-alert-settings';

export default function SelfSettingsPage() {
  const { t } = useTranslation('settings');
  const notice = useNotice();
  const view = useCurrentUserView();
  const once = useOneAtATime();
  const edit = useEditSelf({
    mutationConfig: {
      // The spec's 'edited' as a toast naming whose profile it was: nothing to answer, so no dialog.
      onSuccess: () =>
        notice.toast(user ? t('self.editedDetail', { username: user.username }) : t('self.edited'), {
          tone: 'success',
          durationMs: DETAIL_TOAST_MS,
        }),
      onError: (error) => notice.alert({ message: errorMessage(error, t), tone: 'error' }),
    },
  });
  const user = view.data;

  return (
    <section>
      <PageHeading
        title={t('self.title')}
        onRefresh={() => void view.refetch()}
        refreshing={view.isFetching && !view.isPending}
      />
      {view.isPending ? (
        <div className="flex justify-center py-16 text-primary-600">
          <Spinner className="size-8" label={t('self.loading')} />
        </div>
      ) : view.isError || !user ? (
        <RetryPanel
          message={errorMessage(view.error, t)}
          retrying={view.isFetching}
          onRetry={() => void view.refetch()}
        />
      ) : (
        <SelfSettingsForm
          key={view.dataUpdatedAt}
          username={user.username}
          defaultValues={{ nickname: user.nickname, thumbnail: user.thumbnail }}
          balance={displayBalance(user, t('common:unlimited'))}
          saving={edit.isPending}
          onSubmit={(values) =>
            once(() => edit.mutateAsync({ id: user.id, storedThumbnail: user.thumbnail, ...values }))
          }
        />
      )}
      <ChatAlerts />
    </section>
  );
}

/** The chat's alert choices of this browser, also under the chat's bell. */
function ChatAlerts() {
  const { t } = useTranslation('chat-alerts');
  const settings = useAlertSettings();
  return (
    <section
      aria-labelledby="chat-alerts-title"
      className="mt-6 max-w-xl rounded-lg border border-slate-200 bg-white p-5"
    >
      <h2 id="chat-alerts-title" className="text-base font-semibold text-slate-900">
        {t('settings.title')}
      </h2>
      <p className="mt-1 mb-4 text-sm text-slate-600">{t('settings.hint')}</p>
      <AlertSettings {...settings} />
    </section>
  );
}
