/**
 * CSV for spreadsheets: UTF-8 with a byte-order mark (Excel otherwise misreads non-Latin scripts),
 * CRLF rows, RFC 4180 quoting. Text that a spreadsheet would run as a formula (=, +, -, @ first)
 * is prefixed with an apostrophe, except plain numbers such as -12.50 (OWASP CSV injection advice).
 */
export type CsvValue = string | number | null | undefined;

const NUMBER = /^[-+]?\d[\d,]*(\.\d+)?$/;

export function csvCell(value: CsvValue): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text) && !NUMBER.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: CsvValue[], rows: CsvValue[][]): string {
  return '\uFEFF' + [header, ...rows].map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** Saves text as a file through a temporary link (no server round trip). */
export function downloadText(fileName: string, text: string, type = 'text/csv;charset=utf-8'): void {
  downloadBlob(fileName, new Blob([text], { type }));
}

/** Saves a blob as a file through a temporary link. */
export function downloadBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
