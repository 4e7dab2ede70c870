import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { buildWorkbook, DATE_FORMAT, MONEY_FORMAT, wallClockDate } from './workbook';
import type { SheetData } from './sheet-data';

const sheet: SheetData = {
  columns: [
    { label: 'Username', kind: 'value' },
    { label: 'Balance', kind: 'money' },
    { label: 'Created', kind: 'date' },
  ],
  rows: [
    ['=cmd|evil', '1234.567', '2026-11-28 23:45:06'],
    ['player02', '-25', null],
    ['player03', null, '2026-01-02 00:00:00'],
  ],
};

async function readBack(buffer: ArrayBuffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer);
  return workbook.worksheets[0]!;
}

describe('buildWorkbook', () => {
  it('gives the file as an ArrayBuffer of its own, which the worker can transfer', async () => {
    const buffer = await buildWorkbook(ExcelJS, sheet);
    expect(buffer).toBeInstanceOf(ArrayBuffer);
    // A zip archive, from its first byte: nothing of a larger pool before or after it.
    expect(new TextDecoder().decode(new Uint8Array(buffer, 0, 2))).toBe('PK');
    const { port1, port2 } = new MessageChannel();
    expect(() => port1.postMessage(buffer, [buffer])).not.toThrow();
    expect(buffer.byteLength).toBe(0);
    port1.close();
    port2.close();
  });

  it('writes numbers as numbers with two decimals, cut as the app shows them', async () => {
    const ws = await readBack(await buildWorkbook(ExcelJS, sheet));
    const balance = ws.getCell('B2');
    expect(balance.value).toBe(1234.56);
    expect(balance.numFmt).toBe(MONEY_FORMAT);
    expect(ws.getCell('B3').value).toBe(-25);
    expect(ws.getCell('B4').value).toBeNull();
  });

  it('writes platform times as dates showing the same wall clock, whatever the machine zone', async () => {
    const ws = await readBack(await buildWorkbook(ExcelJS, sheet));
    const created = ws.getCell('C2');
    expect(created.type).toBe(ExcelJS.ValueType.Date);
    expect((created.value as Date).toISOString()).toBe('2026-11-28T23:45:06.000Z');
    expect(created.numFmt).toBe(DATE_FORMAT);
  });

  it('freezes a bold header row and keeps text as text, a formula never', async () => {
    const ws = await readBack(await buildWorkbook(ExcelJS, sheet));
    expect(ws.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(ws.getRow(1).values).toEqual([undefined, 'Username', 'Balance', 'Created']);
    expect(ws.getCell('A1').font?.bold).toBe(true);
    expect(ws.getCell('A2').type).toBe(ExcelJS.ValueType.String);
    expect(ws.getCell('A2').value).toBe('=cmd|evil');
  });

  it('fits each column to its longest text within limits', async () => {
    const ws = await readBack(await buildWorkbook(ExcelJS, sheet));
    expect(ws.getColumn(1).width).toBe(11);
    expect(ws.getColumn(3).width).toBe(21);
  });

  it('reports rows written as it goes, ending with the total', async () => {
    const rows = Array.from({ length: 2500 }, (_, i) => [`m${i}`, `${i}.5`, '2026-11-28 10:00:00']);
    const seen: number[] = [];
    await buildWorkbook(ExcelJS, { ...sheet, rows }, (n) => seen.push(n));
    expect(seen).toEqual([1000, 2000, 2500]);
  });
});

describe('wallClockDate', () => {
  it('reads a date with or without a time and refuses other text', () => {
    expect(wallClockDate('2026-02-03')?.toISOString()).toBe('2026-02-03T00:00:00.000Z');
    expect(wallClockDate('2026-02-03T04:05')?.toISOString()).toBe('2026-02-03T04:05:00.000Z');
    expect(wallClockDate('yesterday')).toBeNull();
  });
});
