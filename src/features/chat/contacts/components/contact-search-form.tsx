import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Field, TextInput } from '@/components/ui/field';
import { SearchIcon } from '@/components/icons';
import { contactSearchSchema, type ContactSearchInput } from '../schemas/contact-search';

export type ContactSearchFormProps = {
  defaultUsername: string;
  onSearch: (username: string) => void;
  searching?: boolean;
};

/** Search by username; an empty search lists every contact. */
export function ContactSearchForm({ defaultUsername, onSearch, searching = false }: ContactSearchFormProps) {
  const { t } = useTranslation('chat-nav');
  const { register, handleSubmit, formState } = useForm<ContactSearchInput>({
    resolver: zodResolver(contactSearchSchema),
    defaultValues: { username: defaultUsername },
  });
  const error = formState.errors.username?.message;
  return (
    <form
      role="search"
      aria-label={t('contacts.searchLabel')}
      noValidate
      onSubmit={(event) => void handleSubmit(({ username }) => onSearch(username))(event)}
      className="flex items-end gap-2"
    >
      <Field label={t('contacts.username')} error={error ? t(error) : undefined} className="min-w-0 flex-1">
        <TextInput type="search" autoComplete="off" invalid={!!error} {...register('username')} />
      </Field>
      <Button type="submit" loading={searching} className="shrink-0">
        <SearchIcon className="size-4" />
        {t('contacts.search')}
      </Button>
    </form>
  );
}
