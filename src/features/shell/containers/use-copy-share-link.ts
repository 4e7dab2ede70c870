import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotice } from '@/components/ui/notice';
import { DETAIL_TOAST_MS } from '@/components/ui/toast';
import { env } from '@/config/env';
import { shareLink } from '@/lib/links/share-link';
import { storage } from '@/lib/storage';

/**
 * Copies the share link to the clipboard and says 'Copied Success: {link}' (spec, Share) in a toast,
 * as the share page does: nothing needs answering. A failure stays an alert, as it holds the link to
 * copy by hand.
 */
export function useCopyShareLink(viewCode: string | undefined): () => Promise<void> {
  const notice = useNotice();
  const { t } = useTranslation('shell');
  return useCallback(async () => {
    const code = storage.get('share_code') || viewCode;
    if (!code) {
      notice.alert({ message: t('share.noCode'), tone: 'error' });
      return;
    }
    const link = shareLink({ code, storedDomain: storage.get('share_domain'), defaultDomain: env.defaultShareDomain });
    try {
      await navigator.clipboard.writeText(link);
      notice.toast(t('share.copied', { link }), { tone: 'success', durationMs: DETAIL_TOAST_MS });
    } catch {
      // No clipboard (insecure origin) or permission refused: say so, and show the link to copy by hand.
      notice.alert({ message: t('share.copyFailed', { link }), tone: 'error' });
    }
  }, [notice, t, viewCode]);
}
