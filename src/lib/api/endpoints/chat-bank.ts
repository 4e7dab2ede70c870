/** A member's bank account and bank cards, seen from a chat room (chat spec sections 3, 5, 7). */
export const chatBankEndpoints = {};
