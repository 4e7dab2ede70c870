/**
 * The attribute that marks the chat room's message box (the composer's text box). The chat's
 * keyboard shortcuts find it by this mark to give it the focus after a room switch, and let their
 * Alt+Arrow keys work from inside it while every other text field keeps its own keys.
 */
export const CHAT_COMPOSER_ATTRIBUTE = 'data-chat-composer';
