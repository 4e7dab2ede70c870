import { setupServer } from 'msw/node';
import { handlers, realtimeHandlers } from './handlers';

export const server = setupServer(...handlers, ...realtimeHandlers);
