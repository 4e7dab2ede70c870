import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useNotice } from '@/components/ui/notice';

/** A signed-in user sent away from a page they may not open is told why (spec label noAuthority). */
export function Refused({ from }: { from: string }) {
  const notice = useNotice();
  const { t } = useTranslation('common');
  useEffect(() => {
    if (from !== '/') notice.toast(t('noAuthority'), { tone: 'error' });
  }, [from, notice, t]);
  return <Navigate to="/index" replace />;
}
