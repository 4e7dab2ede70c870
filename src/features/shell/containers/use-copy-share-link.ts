import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotice } from '@/components/ui/notice';
import { env } from '@/config/env';
import { shareLink } from '@/lib/share-link';
import { storage } from '@/lib/storage';

/** Copies the share link to the clipboard and alerts 'Copied Success: {link}' (spec, Share). */
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
      notice.alert({ message: t('share.copied', { link }), tone: 'success' });
    } catch {
      // No clipboard (insecure origin) or permission refused: say so, and show the link to copy by hand.
      notice.alert({ message: t('share.copyFailed', { link }), tone: 'error' });
    }
  }, [notice, t, viewCode]);
}
