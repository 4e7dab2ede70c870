import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotice } from '@/components/ui/notice';
import { env } from '@/config/env';
import type { DemoAccountOption } from '../components/demo-accounts-panel';

/**
 * Demo mode only. The mocks are loaded on demand so a build against a real API never downloads
 * them: the import runs only when env.demo is on.
 */
export function useDemoAccounts() {
  const { t } = useTranslation('auth');
  const notice = useNotice();
  const [accounts, setAccounts] = useState<DemoAccountOption[] | undefined>(undefined);
  const [resetting, setResetting] = useState(false);

  useEffect(() => {
    if (!env.demo) return;
    let live = true;
    void import('@mocks/db/demo-accounts').then(({ DEMO_ACCOUNTS, DEMO_AUTHENTICATOR_CODE, DEMO_SMS_CODE }) => {
      if (!live) return;
      const codes = { authenticator: DEMO_AUTHENTICATOR_CODE, sms: DEMO_SMS_CODE };
      setAccounts(
        DEMO_ACCOUNTS.map((a) => ({
          username: a.username,
          password: a.password,
          role: a.role,
          factors:
            a.secondFactor === 'none'
              ? []
              : a.secondFactor === 'either'
                ? [
                    { method: 'authenticator', code: codes.authenticator },
                    { method: 'sms', code: codes.sms },
                  ]
                : [{ method: a.secondFactor, code: a.code ?? codes[a.secondFactor] }],
        })),
      );
    });
    return () => {
      live = false;
    };
  }, []);

  const reset = useCallback(async () => {
    setResetting(true);
    try {
      const { resetDemoData } = await import('@mocks/browser');
      resetDemoData();
      notice.toast(t('common:demo.resetDone'), { tone: 'success' });
    } finally {
      setResetting(false);
    }
  }, [notice, t]);

  return env.demo ? { accounts, reset, resetting } : { accounts: undefined, reset: undefined, resetting: false };
}
