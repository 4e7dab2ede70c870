import { decryptParams, encryptParams, type EnvelopeSecrets } from '@/lib/api/envelope';
import { storage } from '@/lib/storage';
import { HISTORY_REF_PARAM, paths } from '@/config/paths';

/**
 * Links to an account's transaction history (/transaction/list/{username}, backoffice spec section 2).
 *
 * Where the viewer sees a username masked (encryption_username), the link must not carry it either:
 * the address bar, the link's target and whatever a screen reader or a copy of the page would show.
 * Such a link names the account by an opaque reference instead (/transaction/list?ref=...): the
 * username sealed with a key drawn from the session's token. Any tab of the same session opens it
 * (a middle click, a copied address), nothing is stored for it, and it means nothing once the
 * session has ended. The history page turns it back into the username for its server call and
 * keeps showing the name masked.
 */
export { HISTORY_REF_PARAM };

const REF_IV = 'history-ref:v1..';

const refSecrets = (): EnvelopeSecrets => ({
  aesSecret: `history-ref:${storage.get('user_token') ?? ''}`,
  aesIv: REF_IV,
  signSecret: '',
});

/** The history of an account whose name the viewer may read. */
export const historyPath = (username: string) => paths.history(username);

/** The history of an account whose name the viewer sees masked: the address carries no part of it. */
export const maskedHistoryPath = (username: string) =>
  paths.historyByRef(HISTORY_REF_PARAM, encryptParams(username, refSecrets()));

/** The username a masked link stands for, or null when it is not of this session (or not a reference). */
export function resolveHistoryRef(ref: string): string | null {
  try {
    const username = decryptParams(ref, refSecrets());
    return typeof username === 'string' && username !== '' ? username : null;
  } catch {
    return null;
  }
}
