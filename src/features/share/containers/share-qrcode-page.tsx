import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotice } from '@/components/ui/notice';
import { DETAIL_TOAST_MS } from '@/components/ui/toast';
import { Spinner } from '@/components/ui/spinner';
import { RetryPanel } from '@/components/ui/retry-panel';
import { env } from '@/config/env';
import { useCurrentUserView } from '@/lib/session/api/get-user-view';
import { errorMessage } from '@/lib/api/error-message';
import { shareLink } from '@/lib/links/share-link';
import { storage } from '@/lib/storage';
import { usePoster } from '../api/get-poster';
import { SharePoster } from '../components/share-poster';
import { downloadCanvas } from '../lib/download-canvas';
import { posterLabel } from '../lib/draw-poster';

export default function ShareQrcodePage() {
  const { t } = useTranslation('share');
  const notice = useNotice();
  const view = useCurrentUserView();
  const [downloading, setDownloading] = useState(false);

  const user = view.data;
  const code = storage.get('share_code') || user?.share_code || '';
  const link = shareLink({
    code,
    storedDomain: storage.get('share_domain') ?? user?.domain,
    defaultDomain: env.defaultShareDomain,
  });
  const label = user ? posterLabel(user.username, code) : '';
  const artUrl = storage.get('customized_cs_qrcode_pic_url') || user?.customized_cs_qrcode_pic_url || '';
  const poster = usePoster(user && code ? { link, label, artUrl, heading: t('posterHeading') } : null);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      // 'Copied Success: {link}' names what was copied; a toast, since nothing needs answering.
      notice.toast(t('copied', { link }), { tone: 'success', durationMs: DETAIL_TOAST_MS });
    } catch {
      notice.alert({ message: t('copyFailed', { link }), tone: 'error' });
    }
  };

  const download = async () => {
    if (!poster.data) return;
    setDownloading(true);
    try {
      await downloadCanvas(poster.data.canvas, `share-qrcode-${code}.png`);
    } catch {
      notice.alert({ message: t('error'), tone: 'error' });
    } finally {
      setDownloading(false);
    }
  };

  let body;
  if (view.isPending) {
    body = (
      <div className="flex justify-center py-16 text-primary-600">
        <Spinner className="size-8" label={t('loadingUser')} />
      </div>
    );
  } else if (view.isError || !user) {
    body = (
      <RetryPanel
        message={errorMessage(view.error, t)}
        retrying={view.isFetching}
        onRetry={() => void view.refetch()}
      />
    );
  } else if (!code) {
    body = <p className="rounded-lg border border-slate-200 bg-white p-5 text-sm text-slate-700">{t('noCode')}</p>;
  } else {
    body = (
      <SharePoster
        link={link}
        label={label}
        status={poster.isError ? 'error' : poster.data ? 'ready' : 'loading'}
        imageSrc={poster.data?.dataUrl}
        artFailed={poster.data?.artFailed}
        downloading={downloading}
        onCopy={() => void copy()}
        onDownload={() => void download()}
        onRetry={() => void poster.refetch()}
      />
    );
  }

  // The layout's page header carries the title and Refresh.
  return <section aria-label={t('title')}>{body}</section>;
}
