import { useCallback } from 'react';
import { allowChime, useChimeBlocked } from './chime';
import { useNotificationPermission } from './notification-permission';
import { updateAttentionPrefs, useAttentionPrefs } from './prefs';

/**
 * The alert choices of the signed-in user wired to the browser: turning notifications on asks the
 * permission from that press and keeps them on only if it is given; turning the sound on plays the
 * chime from that press, which both lets the user hear it and lets the browser play it later.
 */
export function useAlertSettings() {
  const prefs = useAttentionPrefs();
  const { permission, ask } = useNotificationPermission();
  const soundBlocked = useChimeBlocked();

  const onNotifyChange = useCallback(
    async (next: boolean) => {
      if (!next) return updateAttentionPrefs({ notify: false });
      const answer = permission === 'granted' ? permission : await ask();
      updateAttentionPrefs({ notify: answer === 'granted' });
    },
    [permission, ask],
  );
  const onSoundChange = useCallback((next: boolean) => {
    updateAttentionPrefs({ sound: next });
    if (next) void allowChime();
  }, []);
  const onAllowSound = useCallback(() => void allowChime(), []);

  return {
    permission,
    notify: prefs.notify,
    sound: prefs.sound,
    soundBlocked,
    onNotifyChange: (next: boolean) => void onNotifyChange(next),
    onSoundChange,
    onAllowSound,
  };
}
