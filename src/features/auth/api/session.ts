import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { storage } from '@/lib/storage';
import type { LoginResult } from '../schemas/login';
import { memberViewQueryOptions } from './get-member-view';

/** Writes a signed-in session (spec section 3, local storage keys). A previous session's keys go first. */
export function storeSession(result: LoginResult, options: { agent?: boolean } = {}): void {
  storage.clearSession();
  storage.set('user_token', result.token);
  storage.set('user_id', result.id);
  storage.set('role_id', result.role_id);
  storage.set('user_avatar', result.thumbnail);
  storage.set('share_code', result.share_code);
  storage.set('share_domain', result.domain);
  if (options.agent) storage.set('is_agent_login', 1);
}

/** The web-login landing only knows the token and the customer id. */
export function storeWebLoginSession(token: string, customerId: string): void {
  storage.clearSession();
  storage.set('user_token', token);
  storage.set('user_id', customerId);
}

/**
 * Keys that come from the user view and the member view. Sign-in does not depend on them: a
 * failure here leaves those keys unset and the session stands, without retries holding it up.
 */
export async function storeSessionDetails(queryClient: QueryClient, result: LoginResult): Promise<void> {
  const fetchMember = (memberId: number) =>
    queryClient.fetchQuery({ ...memberViewQueryOptions(memberId), retry: false }).catch(() => null);
  // The user view's code (the session's queries) comes with the sign-in, not with the sign-in page.
  const viewing = import('@/lib/session/api/get-user-view')
    .then(({ userViewQueryOptions }) => queryClient.fetchQuery({ ...userViewQueryOptions(result.id), retry: false }))
    .catch(() => null);
  const knownMemberId = result.member_id ?? null;
  const [view, knownMember] = await Promise.all([viewing, knownMemberId === null ? null : fetchMember(knownMemberId)]);
  if (view) {
    storage.set('customized_cs_qrcode_pic_url', view.customized_cs_qrcode_pic_url);
    storage.set('red_envelope_button_visible', view.red_envelope_button_visible);
    storage.set('send_red_envelope_button_visible', view.send_red_envelope_button_visible);
    storage.set('receive_red_envelope_button_visible', view.receive_red_envelope_button_visible);
  }
  const lateMemberId = knownMemberId === null ? (view?.member_id ?? null) : null;
  const member = knownMember ?? (lateMemberId === null ? null : await fetchMember(lateMemberId));
  if (member) {
    storage.set('transaction_all', member.transaction_all);
    storage.set('EventMode', member.event_mode);
  }
}

/** Stores a session after a successful api/login, dropping whatever the previous user had cached. */
export function useStartSession() {
  const queryClient = useQueryClient();
  return useCallback(
    async (result: LoginResult, options: { agent?: boolean } = {}) => {
      queryClient.clear();
      storeSession(result, options);
      await storeSessionDetails(queryClient, result);
    },
    [queryClient],
  );
}
