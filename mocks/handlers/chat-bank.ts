/** A member's bank account and bank cards, on the demo backend. */
export const chatBankHandlers = [];
