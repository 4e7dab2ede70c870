/** Quick message templates (chat spec sections 2, 3, 7): api/message-template/*. */
export const chatTemplatesEndpoints = {};
