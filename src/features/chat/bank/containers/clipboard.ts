/** Copies through the browser's clipboard. */
export const copyToClipboard = (text: string) => navigator.clipboard.writeText(text);
