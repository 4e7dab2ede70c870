/** First 2 characters, ***, last 3 (usernames and phone numbers, per spec). */
export function maskMiddle(value: string): string {
  if (value.length <= 5) return `${value.slice(0, 2)}***`;
  return `${value.slice(0, 2)}***${value.slice(-3)}`;
}
