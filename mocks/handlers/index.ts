import { authHandlers } from './auth';
import { menuHandlers } from './menu';
import { settingsHandlers } from './settings';

/** Every area of the demo backend. Later areas add their file here. */
export const handlers = [...authHandlers, ...menuHandlers, ...settingsHandlers];
