/** Points in a chat room and the audit flow, on the demo backend. */
export const chatPointsHandlers = [];
