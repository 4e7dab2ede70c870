import { useMemo } from 'react';
import { ROLE, type ListRole } from '@/lib/session/role-policy';
import { LIST_PER_PAGE, useAccounts, type AccountListParams } from '../api/get-accounts';
import type { AccountSearchInput } from '../schemas/account-search';

/**
 * The accounts a management list shows: the full list of the page's kind of account, or the
 * server's answer to the username/nickname search, narrowed to that kind (its payload names no role).
 */
export function useAccountList(listRole: ListRole, search: AccountSearchInput | null) {
  const params: AccountListParams = search
    ? { username: search.username, nickname: search.nickname, page: 1 }
    : { role_id: listRole, page: 1, per_page: LIST_PER_PAGE };
  const list = useAccounts(params);
  const rows = useMemo(() => {
    const data = list.data?.rows ?? [];
    const isService = listRole === ROLE.service;
    return search ? data.filter((r) => (r.role_id === ROLE.service) === isService) : data;
  }, [list.data, search, listRole]);
  return { list, rows };
}
