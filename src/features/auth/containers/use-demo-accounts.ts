import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotice } from '@/components/ui/notice';
import type { DemoAccountOption } from '../components/demo-accounts-panel';
import { loadDemoAccountsPanel } from '../components/login-form';

// A compile-time constant: a real-API build drops both imports below, and the demo passwords with them.
const DEMO = import.meta.env.VITE_DEMO === '1';

/** The login page's demo accounts panel and its Reset demo data (demo builds only). */
export function useDemoAccounts() {
  const { t } = useTranslation('auth');
  const notice = useNotice();
  const [accounts, setAccounts] = useState<DemoAccountOption[] | undefined>(undefined);
  const [resetting, setResetting] = useState(false);

  useEffect(() => {
    if (!DEMO) return;
    let live = true;
    // The panel's code comes with the accounts: the panel shows with them, in the same frame.
    void Promise.all([import('@mocks/db/demo-accounts'), loadDemoAccountsPanel()]).then(
      ([{ DEMO_ACCOUNTS, DEMO_AUTHENTICATOR_CODE, DEMO_SMS_CODE }]) => {
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
      },
    );
    return () => {
      live = false;
    };
  }, []);

  const reset = useCallback(async () => {
    if (!DEMO) return;
    setResetting(true);
    try {
      const { resetDemoData } = await import('@mocks/browser');
      resetDemoData();
      notice.toast(t('common:demo.resetDone'), { tone: 'success' });
    } finally {
      setResetting(false);
    }
  }, [notice, t]);

  return DEMO ? { accounts, reset, resetting } : { accounts: undefined, reset: undefined, resetting: false };
}
