import { useTranslation } from 'react-i18next';
import { ArrowDownSmallIcon } from '@/components/icons';

type NewMessagesButtonProps = {
  /** Messages that arrived below the view; 0 when the user only scrolled away from the latest. */
  count: number;
  onClick: () => void;
};

/** Floats over the bottom of the list while the user reads older messages. */
export function NewMessagesButton({ count, onClick }: NewMessagesButtonProps) {
  const { t } = useTranslation('chat-room');
  return (
    <button
      type="button"
      onClick={onClick}
      className="inline-flex max-w-full items-center gap-1.5 rounded-full bg-primary-600 px-4 py-2 text-sm font-medium text-white shadow-lg hover:bg-primary-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-500"
    >
      <ArrowDownSmallIcon className="size-4 shrink-0" />
      {count > 0 ? t('list.newMessages', { n: count }) : t('list.jumpToLatest')}
    </button>
  );
}
