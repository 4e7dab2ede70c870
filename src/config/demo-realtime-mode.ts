/**
 * Which Pusher-protocol server the demo talks to, fixed when the page loads: MSW's in-page socket
 * (the default), or a real soketi on 127.0.0.1:6001 when `localStorage.demo_realtime` is 'soketi'
 * (set by the e2e tests with addInitScript before the page's scripts run). Read once: signing in
 * clears local storage.
 */
const soketi = (() => {
  try {
    return typeof localStorage !== 'undefined' && localStorage.getItem('demo_realtime') === 'soketi';
  } catch {
    return false;
  }
})();

export function usesSoketi(): boolean {
  return soketi;
}
