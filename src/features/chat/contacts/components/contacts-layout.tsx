import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

export type ContactsLayoutProps = {
  /** Search and list. */
  list: ReactNode;
  /** The chosen contact's profile; null when none is chosen. */
  profile: ReactNode | null;
};

/**
 * From 48rem wide the list and the profile side by side; narrower only one of them: the list when
 * no contact is chosen, else the profile (which has a link back to the list).
 */
export function ContactsLayout({ list, profile }: ContactsLayoutProps) {
  const { t } = useTranslation('chat-nav');
  const chosen = profile !== null;
  return (
    <div className="@container/contacts h-full overflow-y-auto">
      <div className="mx-auto flex max-w-6xl gap-6 p-3 @min-[48rem]/contacts:p-6">
        <section
          aria-labelledby="contacts-title"
          className={cn(
            'min-w-0 flex-1 space-y-3 @min-[48rem]/contacts:block @min-[48rem]/contacts:max-w-md',
            chosen && 'hidden',
          )}
        >
          <h1 id="contacts-title" className="text-lg font-semibold text-slate-900">
            {t('contacts.title')}
          </h1>
          {list}
        </section>
        <div className={cn('min-w-0 flex-1 @min-[48rem]/contacts:block', !chosen && 'hidden')}>
          {profile ?? (
            <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-600">
              {t('contacts.choose')}
            </p>
          )}
        </div>
      </div>
    </div>
  );
}
