import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useNotice } from '@/components/ui/notice';
import { DETAIL_TOAST_MS } from '@/components/ui/toast';
import { Spinner } from '@/components/ui/spinner';
import { RetryPanel } from '@/components/ui/retry-panel';
import { errorMessage } from '@/lib/api/error-message';
import { useSystemSetting } from '../api/get-system-setting';
import { useSaveSystemSetting } from '../api/save-system-setting';
import { PageHeading } from '../components/page-heading';
import { SystemSettingsForm } from '../components/system-settings-form';
import { settingToInput } from '../schemas/system-setting';
import { useOneAtATime } from '@/lib/use-one-at-a-time';

export default function SystemSettingsPage() {
  const { t } = useTranslation('settings');
  const notice = useNotice();
  const setting = useSystemSetting();
  const once = useOneAtATime();
  const save = useSaveSystemSetting({
    mutationConfig: {
      // The spec's 'saved' as a toast naming the room whose look was saved: nothing to answer, so no dialog.
      onSuccess: (_data, { values }) =>
        notice.toast(values.name.trim() ? t('system.savedDetail', { name: values.name.trim() }) : t('system.saved'), {
          tone: 'success',
          durationMs: DETAIL_TOAST_MS,
        }),
      onError: (error) => notice.alert({ message: errorMessage(error, t), tone: 'error' }),
    },
  });

  const notSetUp = setting.isSuccess && setting.data === null;
  const alerted = useRef(false);
  useEffect(() => {
    if (!notSetUp || alerted.current) return;
    alerted.current = true;
    notice.alert({ message: t('system.notSetUp') });
  }, [notSetUp, notice, t]);

  const storedImage = setting.data?.background_image ?? '';

  return (
    <section>
      <PageHeading
        title={t('system.title')}
        onRefresh={() => void setting.refetch()}
        refreshing={setting.isFetching && !setting.isPending}
      />
      {setting.isPending ? (
        <div className="flex justify-center py-16 text-primary-600">
          <Spinner className="size-8" label={t('system.loading')} />
        </div>
      ) : setting.isError ? (
        <RetryPanel
          message={errorMessage(setting.error, t)}
          retrying={setting.isFetching}
          onRetry={() => void setting.refetch()}
        />
      ) : (
        <SystemSettingsForm
          // A fresh answer (after save or refresh) resets the form to what the server holds.
          key={setting.dataUpdatedAt}
          defaultValues={settingToInput(setting.data)}
          notSetUp={notSetUp}
          saving={save.isPending}
          onSubmit={(values) => once(() => save.mutateAsync({ values, storedImage }))}
          apiDocLink={
            <Link
              to={paths.apiDoc()}
              // 24 px tall: a target staff hit at once (WCAG 2.5.8), alone on its line.
              className="inline-flex min-h-6 items-center font-medium text-primary-700 underline hover:text-primary-600"
            >
              {t('system.apiDocLink')}
            </Link>
          }
        />
      )}
    </section>
  );
}
