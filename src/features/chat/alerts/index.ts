/**
 * What the member alerts offer the chat's layout: the bell with its choices, the hint shown while the
 * browser blocks sound, and the hook that rings and notifies. The import rules allow the layout this
 * file alone.
 */
export { AlertsBell } from './components/alerts-bell';
export { SoundBlockedHint } from './components/sound-blocked-hint';
export { useMemberAlerts } from './containers/use-member-alerts';
