import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { useMenu } from '@/lib/session/api/get-menu';
import { useCurrentUserView } from '@/lib/session/api/get-user-view';
import { permissionsFor } from '@/lib/schemas/menu';
import { errorMessage } from '@/lib/api/error-message';
import { AccountSearchForm } from '../components/account-search-form';
import { AccountsTable } from '../components/accounts-table';
import { FormError } from '../components/form-error';
import { ListTruncatedNotice } from '../components/list-truncated-notice';
import { hidesMoneyColumns } from '../lib/display-rules';
import type { ManagedAccount } from '../schemas/account';
import { AccountDialogs, preloadAccountDialogs } from './account-dialogs';
import { useAccountDialogs } from './use-account-dialogs';
import { useAccountList } from './use-account-list';
import { useListRoute } from './use-list-route';
import { useAccountView } from './use-account-view';
import { RefusedLinkNotice } from '@/components/ui/refused-link-notice';
import { SavedViewsBar } from '@/lib/views/saved-views-bar';
import { useStoredColumnLayout } from '@/lib/use-stored-column-layout';
import { useViewerRole } from '@/lib/session/viewer';
import { ROLE } from '@/lib/session/role-policy';

/**
 * The management list of /agent, /user and /customer_service (spec section 2).
 *
 * Two searches, on purpose: the table's text box filters the 50,000 loaded rows on the client
 * (instant, any column), while the username/nickname form is the spec's server search
 * (api/user/list with username, nickname, page), for accounts the full list does not carry and
 * for a fresh answer from the server. Its payload names no role, so its rows are narrowed to
 * this page's kind of account. Either search lifts the username masking.
 */
export default function ManagementListPage() {
  const { t } = useTranslation('accounts');
  const { meta, url } = useListRoute();
  const listRole = meta.listRole ?? ROLE.agent;
  const menu = useMenu();
  const viewer = useCurrentUserView();
  const viewerRole = useViewerRole();
  const permissions = useMemo(() => permissionsFor(menu.data ?? [], url), [menu.data, url]);

  const { search, setSearch, table, refused, savedQuery } = useAccountView();
  const { list, rows } = useAccountList(listRole, search);
  const columnLayout = useStoredColumnLayout(`accounts.${url.replace(/^\//, '')}`);
  const [layout, setLayout] = columnLayout;
  const dialogs = useAccountDialogs();
  const navigate = useNavigate();
  const openHistory = useCallback((_account: ManagedAccount, path: string) => navigate(path), [navigate]);

  // The game wallet is money too: hidden wherever balance is.
  const showMoney = !hidesMoneyColumns(url, viewerRole);
  const title = meta.listTitle ? t(meta.listTitle) : '';

  return (
    <section
      className="space-y-4"
      aria-labelledby="management-list-title"
      onPointerEnter={preloadAccountDialogs}
      // Typing in a search box is no sign of opening a dialog, and the dialogs' code would land on its keystrokes.
      onFocus={(e) =>
        !(e.target instanceof HTMLElement && e.target.matches('input, textarea')) && preloadAccountDialogs()
      }
    >
      <h2 id="management-list-title" className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      {refused && <RefusedLinkNotice />}
      <AccountSearchForm
        active={search}
        pending={!!search && list.isFetching}
        onSearch={(s) => setSearch(s.username || s.nickname ? s : null)}
        onReset={() => setSearch(null)}
      />
      <SavedViewsBar
        screen={url}
        path={url}
        query={savedQuery}
        columns={layout.visibility}
        onApplyColumns={(visibility) => setLayout((current) => ({ ...current, visibility }))}
      />
      {list.isError && (
        <div className="flex flex-wrap items-center gap-3">
          <FormError message={errorMessage(list.error, t)} />
          <Button variant="secondary" size="sm" onClick={() => void list.refetch()}>
            {t('common:actions.retry')}
          </Button>
        </div>
      )}
      {!search && list.data && list.data.total > list.data.rows.length && (
        <ListTruncatedNotice total={list.data.total} shown={list.data.rows.length} />
      )}
      <AccountsTable
        caption={title}
        rows={rows}
        loading={list.isPending}
        permissions={permissions}
        showMoneyColumns={showMoney}
        showGameWallet={showMoney && viewer.data?.is_multiple_wallet === 1}
        serverSearchActive={!!search}
        addLabel={url === '/customer_service' && meta.addTitle ? t(meta.addTitle) : undefined}
        onAdd={() => dialogs.open('add')}
        onAction={dialogs.onAction}
        onOpenHistory={openHistory}
        columnLayout={columnLayout}
        view={table}
        exportFileName={`${url.replace(/^\//, '') || 'accounts'}.csv`}
        excelFileName={`${url.replace(/^\//, '') || 'accounts'}.xlsx`}
      />

      <AccountDialogs dialogs={dialogs} meta={meta} rows={rows} viewer={viewer.data} />
    </section>
  );
}
