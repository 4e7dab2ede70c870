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

/** Every area of the demo backend. Later areas add their file here. */
export const handlers = [
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

/** Channel auth and the Pusher socket: outside `handlers`, which is exactly the API contract's paths. */
export { realtimeHandlers } from '../realtime/handlers';
