import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { PlainField, PlainTextInput } from '@/components/ui/plain-field';
import { FilterPanel } from '@/components/ui/filter-panel';
import { accountSearchSchema, emptyAccountSearch, type AccountSearchInput } from '../schemas/account-search';

type AccountSearchFormProps = {
  /** The search the list currently shows, or null for the full list. */
  active: AccountSearchInput | null;
  onSearch: (input: AccountSearchInput) => void;
  onReset: () => void;
  pending?: boolean;
};

/** The server search of api/user/list by username and nickname. */
export function AccountSearchForm({ active, onSearch, onReset, pending = false }: AccountSearchFormProps) {
  const { t } = useTranslation('accounts');
  const { register, handleSubmit, reset } = useForm<AccountSearchInput>({
    resolver: zodResolver(accountSearchSchema),
    defaultValues: active ?? emptyAccountSearch,
    // Back and Forward bring another search: the fields show it, and the focus stays where it is.
    values: active ?? emptyAccountSearch,
  });
  const summary = active ? [active.username, active.nickname].filter(Boolean).join(', ') : '';
  return (
    <FilterPanel title={t('search.title')} summary={summary}>
      <form
        role="search"
        aria-label={t('search.title')}
        noValidate
        onSubmit={handleSubmit(onSearch)}
        className="flex flex-wrap items-end gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
      >
        <PlainField label={t('search.username')} className="w-48 max-w-full">
          <PlainTextInput autoComplete="off" {...register('username')} />
        </PlainField>
        <PlainField label={t('search.nickname')} className="w-48 max-w-full">
          <PlainTextInput autoComplete="off" {...register('nickname')} />
        </PlainField>
        <Button type="submit" loading={pending}>
          {t('search.submit')}
        </Button>
        {active && (
          <Button
            variant="secondary"
            onClick={() => {
              reset(emptyAccountSearch);
              onReset();
            }}
          >
            {t('search.reset')}
          </Button>
        )}
      </form>
    </FilterPanel>
  );
}
