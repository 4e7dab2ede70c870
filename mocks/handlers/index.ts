import { authHandlers } from './auth';
import { chatHandlers } from './chat';
import { chatBankHandlers } from './chat-bank';
import { chatNotesHandlers } from './chat-notes';
import { chatTemplatesHandlers } from './chat-templates';
import { chatPointsHandlers } from './chat-points';
import { menuHandlers } from './menu';
import { historyHandlers } from './history';
import { reportHandlers } from './reports';
import { settingsHandlers } from './settings';
import { transferHandlers } from './transfers';
import { userHandlers } from './users';
import { servedTogether } from '../server/served-together';

/** Every path of the demo API, one handler each. Later areas add their file here. */
export const apiHandlers = [
  ...authHandlers,
  ...menuHandlers,
  ...historyHandlers,
  ...reportHandlers,
  ...settingsHandlers,
  ...transferHandlers,
  ...userHandlers,
  ...chatHandlers,
  ...chatPointsHandlers,
  ...chatBankHandlers,
  ...chatNotesHandlers,
  ...chatTemplatesHandlers,
];

/** The demo API as msw serves it: its handlers behind one (mocks/server/served-together.ts). */
export const handlers = [servedTogether(apiHandlers)];

/** Channel auth and the Pusher socket: outside `handlers`, which is exactly the API contract's paths. */
export { realtimeHandlers } from '../realtime/handlers';
