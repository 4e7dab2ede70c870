/** Points (red envelopes) sent or received in a chat room, and the audit flow (chat spec sections 3, 5, 7). */
export const chatPointsEndpoints = {};
