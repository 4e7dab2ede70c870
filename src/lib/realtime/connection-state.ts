/** Where the real-time socket stands, as the chat's status dot shows it. */
export type ConnectionState = 'connecting' | 'live' | 'reconnecting' | 'offline';
