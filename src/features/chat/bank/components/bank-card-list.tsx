import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import type { BankCard } from '../schemas/bank-answers';

export type BankCardListProps = {
  cards: readonly BankCard[];
  bankName: (bankId: number) => string;
  /** Shows a delete button per card. */
  deletable: boolean;
  showAccountName: boolean;
  busy: boolean;
  onDelete: (card: BankCard) => void;
};

/** The member's saved cards, one line each: bank, account name, number and (when allowed) delete. */
export function BankCardList({ cards, bankName, deletable, showAccountName, busy, onDelete }: BankCardListProps) {
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
          {deletable && (
            <Button
              variant="ghost"
              size="sm"
              className="ms-auto text-red-800"
              disabled={busy}
              aria-label={t('cards.deleteLabel', { number: card.account_no })}
              onClick={() => onDelete(card)}
            >
              {t('cards.delete')}
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
