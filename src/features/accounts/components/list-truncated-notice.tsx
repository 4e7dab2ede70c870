import { useTranslation } from 'react-i18next';
import { formatCount } from '@/lib/money';
import { Callout } from '@/components/ui/callout';

export type ListTruncatedNoticeProps = {
  /** Rows the server says exist. */
  total: number;
  /** Rows it sent (the list asks for at most 50,000). */
  shown: number;
};

/**
 * The server holds more accounts than one list answer carries: the user is told, so a missing
 * account is looked up with the server search instead of being taken for absent.
 */
export function ListTruncatedNotice({ total, shown }: ListTruncatedNoticeProps) {
  const { t } = useTranslation('accounts');
  return (
    <Callout as="p" tone="warning" size="md" role="status">
      {t('list.truncated', { total: formatCount(total), shown: formatCount(shown) })}
    </Callout>
  );
}
