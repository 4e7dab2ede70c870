/** The Badging API, where the browser has it (installed apps in Chromium-based browsers, Safari). */
type BadgingNavigator = {
  setAppBadge?: (count?: number) => Promise<void>;
  clearAppBadge?: () => Promise<void>;
};

/**
 * Shows `count` on the installed app's icon (the dock, taskbar or home screen), or clears it for 0.
 * Elsewhere it does nothing: the tab's title and icon carry the count there. The browser may refuse
 * (no permission, not installed): the count is a courtesy, so a refusal is dropped.
 */
export function setAppBadge(count: number, nav: BadgingNavigator = globalThis.navigator ?? {}): void {
  const done = count > 0 ? nav.setAppBadge?.(count) : nav.clearAppBadge?.();
  void done?.catch(() => undefined);
}
