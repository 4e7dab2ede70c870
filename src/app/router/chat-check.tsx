import { createContext, use } from 'react';

/**
 * True while the chat page on screen was allowed for an earlier address and the server has not yet
 * answered for the one the user is on. The guard keeps such a page (a room switch keeps the room list
 * and its scroll) only because the page holds back what belongs to the new address until then.
 */
export const ChatCheckPending = createContext(false);

export const useChatCheckPending = () => use(ChatCheckPending);
