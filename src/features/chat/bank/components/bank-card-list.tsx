import { useTranslation } from 'react-i18next';
import type { BankCard } from '../schemas/bank-answers';

export type BankCardListProps = {
  cards: readonly BankCard[];
  bankName: (bankId: number) => string;
  showAccountName: boolean;
};

/**
 * The member's saved cards, one line each: bank, account name and number. No card has its own
 * delete: the spec's delete names only the member, so the dialog offers it for all cards at once.
 */
export function BankCardList({ cards, bankName, showAccountName }: BankCardListProps) {
  const { t } = useTranslation('chat-bank');
  if (cards.length === 0)
    return (
      <p className="rounded-md border border-dashed border-slate-300 px-3 py-4 text-center text-sm text-slate-700">
        {t('cards.empty')}
      </p>
    );
  return (
    <ul aria-label={t('cards.title')} className="divide-y divide-slate-200 rounded-md border border-slate-200">
      {cards.map((card) => (
        <li key={card.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 px-3 py-2 text-sm">
          <span className="min-w-32 font-medium text-slate-900">{bankName(card.bank_id)}</span>
          {showAccountName && <span className="min-w-32 text-slate-800">{card.account_name}</span>}
          <span className="font-mono text-slate-800 tabular-nums">{card.account_no}</span>
        </li>
      ))}
    </ul>
  );
}
