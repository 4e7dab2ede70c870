/**
 * Benchmark baseline: the same 50,000 accounts and columns as the management list, rendered the
 * naive way (every row in the DOM, the search re-reads every row on each keystroke, no deferral).
 * Bench-only page; never part of the app's routes.
 */
import { StrictMode, useLayoutEffect, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { displayBalance } from '@/lib/money';
import { displayUsername } from '@/features/accounts/lib/display-rules';
import type { ManagedAccount } from '@/features/accounts/schemas/account';
import { bigListUser } from '@mocks/db/big-list';
import { managedAccount } from '@mocks/handlers/users';
import '@/index.css';

declare global {
  interface Window {
    __naiveLoad: (count: number) => void;
  }
}

const mask = { canMask: true, searchActive: false };

function NaiveTable() {
  const [rows, setRows] = useState<ManagedAccount[]>([]);
  const [query, setQuery] = useState('');
  window.__naiveLoad = (count) => {
    const data = Array.from({ length: count }, (_, n) => managedAccount(bigListUser(n)) as ManagedAccount);
    performance.mark('naive:data');
    setRows(data);
  };
  const marked = useRef(query);
  useLayoutEffect(() => {
    if (marked.current === query) return;
    marked.current = query;
    performance.mark('naive:filtered');
  }, [query]);
  const q = query.toLowerCase();
  const shown = q
    ? rows.filter((r) => `${r.username} ${r.nickname} ${displayBalance(r, 'Unlimited')}`.toLowerCase().includes(q))
    : rows;
  return (
    <main className="p-4">
      <label>
        Search <input type="search" value={query} onChange={(e) => setQuery(e.target.value)} className="border" />
      </label>
      <p>{shown.length} rows</p>
      <table aria-label="Naive list" className="w-full text-sm">
        <thead>
          <tr aria-rowindex={1}>
            <th>Username</th>
            <th>Nickname</th>
            <th>Balance</th>
            <th>Status</th>
            <th>Consent</th>
            <th>Actions</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((r, i) => (
            <tr key={r.id} aria-rowindex={i + 2}>
              <td>{displayUsername(r, { ...mask, searchActive: !!q })}</td>
              <td>{r.nickname}</td>
              <td>{displayBalance(r, 'Unlimited')}</td>
              <td>{r.status === 1 ? 'Normal' : 'Disabled'}</td>
              <td>{r.withdraw_confirm === 1 ? 'Consent needed' : 'Not needed'}</td>
              <td>
                <button type="button">Transaction</button> <button type="button">Edit</button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </main>
  );
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <NaiveTable />
  </StrictMode>,
);
