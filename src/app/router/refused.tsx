import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { Callout } from '@/components/ui/callout';

/** What a refusal leaves in the history entry of /index, so the landing page can say why. */
export type RefusedState = { refusedFrom: string };

function refusedFrom(state: unknown): string | null {
  const from = (state as Partial<RefusedState> | null)?.refusedFrom;
  return typeof from === 'string' ? from : null;
}

/**
 * A signed-in user sent away from a page they may not open goes to /index (spec section 2), and
 * the reason travels with them. The root path is not a refusal: it always means the dashboard.
 */
export function Refused({ from }: { from: string }) {
  return (
    <Navigate
      to={paths.dashboard()}
      replace
      state={from === paths.home() ? null : ({ refusedFrom: from } satisfies RefusedState)}
    />
  );
}

/**
 * The reason (spec label noAuthority) and the page that was refused, above the dashboard, whatever
 * the user's role and whichever guard refused (menu, chat, server). It stays until closed rather
 * than fading like a snackbar: the user must be able to read why they are not where they asked to
 * be. Closing clears it from the history entry, so a reload does not bring it back.
 */
export function RefusedNotice() {
  const { t } = useTranslation('common');
  const { pathname, state } = useLocation();
  const navigate = useNavigate();
  const from = refusedFrom(state);
  if (!from) return null;
  return (
    <Callout tone="error" size="panel" role="alert" className="flex items-start justify-between gap-3 p-4 text-red-900">
      <div>
        <p className="font-semibold">{t('noAuthority')}</p>
        <p className="text-sm">{t('refused.detail', { path: from })}</p>
      </div>
      <button
        type="button"
        onClick={() => void navigate(pathname, { replace: true, state: null })}
        className="shrink-0 rounded px-2 py-1 text-sm font-medium text-red-900 underline hover:bg-red-100 focus-visible:outline-2 focus-visible:outline-red-700"
      >
        {t('actions.close')}
      </button>
    </Callout>
  );
}
