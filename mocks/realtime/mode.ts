// The demo's choice of real-time server is read by the app too (one socket per browser only works
// with a server every tab reaches): it lives with the demo's settings.
export { usesSoketi } from '@/config/demo-realtime-mode';
