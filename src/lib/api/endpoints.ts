import { accountEndpoints } from './endpoints/accounts';
import { authEndpoints } from './endpoints/auth';
import { chatEndpoints } from './endpoints/chat';
import { chatBankEndpoints } from './endpoints/chat-bank';
import { chatNotesEndpoints } from './endpoints/chat-notes';
import { chatPointsEndpoints } from './endpoints/chat-points';
import { chatTemplatesEndpoints } from './endpoints/chat-templates';
import { historyEndpoints } from './endpoints/history';
import { reportEndpoints } from './endpoints/reports';
import { sessionEndpoints } from './endpoints/session';
import { settingsEndpoints } from './endpoints/settings';

/**
 * The API contract (backoffice spec section 7): every call the app makes, with the schema of what
 * it sends and of what it answers. The client and the demo backend both use these entries, so the
 * two cannot drift apart. Each area lives in endpoints/<area>.ts; the app's calls import their
 * area's entries from there, so a screen carries only its areas' schemas, while the demo backend
 * and the contract tests read them all here.
 */
export const endpoints = {
  ...authEndpoints,
  ...sessionEndpoints,
  ...accountEndpoints,
  ...historyEndpoints,
  ...reportEndpoints,
  ...settingsEndpoints,
  ...chatEndpoints,
  ...chatPointsEndpoints,
  ...chatBankEndpoints,
  ...chatNotesEndpoints,
  ...chatTemplatesEndpoints,
};

export type EndpointName = keyof typeof endpoints;
