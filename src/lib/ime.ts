/**
 * Whether a key press went to an input method (a Chinese, Japanese, Vietnamese... composition):
 * `isComposing`, or the key code 229 that Chrome and Safari give some of those presses without it.
 * Such a press (Enter confirming a word, arrows choosing one) belongs to the composition, never to
 * the app's own keys.
 */
export const isImeKey = (event: { isComposing?: boolean; keyCode?: number }): boolean =>
  Boolean(event.isComposing) || event.keyCode === 229;
