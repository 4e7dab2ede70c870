import { useNavigate, useParams, useSearchParams } from 'react-router';
import { RefusedLinkNotice } from '@/components/ui/refused-link-notice';
import { useUrlState } from '@/lib/views/use-url-state';
import { paths } from '@/config/paths';
import type { Friend } from '@/lib/api/endpoints/chat';
import { useContact } from '../api/get-contact';
import { useContacts } from '../api/get-contacts';
import { CONTACT_URL_DEFAULTS, contactUrlSchema, type ContactSearch } from '../schemas/contact-search';
import { ContactList } from '../components/contact-list';
import { ContactProfile } from '../components/contact-profile';
import { ContactSearchForm } from '../components/contact-search-form';
import { ContactsLayout } from '../components/contacts-layout';
import { ContactEdit, preloadContactEdit } from './contact-edit';
import { contactSource } from '@/lib/session/role-policy';
import { useViewerRole } from '@/lib/session/viewer';
import { useLoadFailure } from '@/lib/api/use-load-failure';
import { useOverlay } from '@/lib/use-overlay';

/**
 * /chat/contact and /chat/contact/:member_id: the contact search and the chosen contact's profile.
 * Customer-service staff search api/customer/list, since their contacts are the customers they
 * serve; everyone else searches api/friend/list; neither is asked before the role is known
 * (role-policy's contactSource). The search and its page are kept in the address (?username=&page=,
 * lib/views), so the profile's back link and the browser's Back return to them.
 * The profile's Edit changes the contact's nickname and status (api/friend/edit); a contact set to
 * disabled leaves the list (it lists status 1) but its profile stays open at its address.
 */
export default function ContactsPage() {
  const navigate = useNavigate();
  const { member_id: memberParam } = useParams();
  const [params] = useSearchParams();
  const url = useUrlState(contactUrlSchema, CONTACT_URL_DEFAULTS);
  const { username, page } = url.value;

  const source = contactSource(useViewerRole());
  const search: ContactSearch | null = source && { source, username, page };
  const contacts = useContacts(search);
  const contactsFailure = useLoadFailure(contacts);
  const memberId = memberParam && /^\d+$/.test(memberParam) ? Number(memberParam) : null;
  const contact = useContact(memberId);
  const contactFailure = useLoadFailure(contact);
  const dialogs = useOverlay<'edit', Friend>();

  // Each search and each page is an entry of its own: Back returns to the one before.
  const setSearch = (next: { username: string; page: number }) => url.set(next, 'push');

  return (
    <ContactsLayout
      list={
        <>
          {url.refused && <RefusedLinkNotice />}
          <ContactSearchForm
            key={username}
            defaultUsername={username}
            searching={contacts.isFetching}
            onSearch={(value) => {
              if (search && value === username && page === 1) void contacts.refetch();
              else setSearch({ username: value, page: 1 });
            }}
          />
          <ContactList
            contacts={contacts.data?.contacts}
            loading={contacts.isFetching || !search}
            {...contactsFailure}
            onRetry={() => void contacts.refetch()}
            page={page}
            pages={contacts.data?.pages ?? page}
            onPageChange={(next) => setSearch({ username, page: next })}
            activeMemberId={memberId}
            hrefFor={(friend) => paths.contact(friend.member_id, params)}
            onOpen={(friend) => void navigate(paths.contact(friend.member_id, params))}
          />
        </>
      }
      profile={
        memberId === null ? null : (
          <>
            <ContactProfile
              friend={contact.data}
              loading={contact.isFetching}
              {...contactFailure}
              onRetry={() => void contact.refetch()}
              backTo={paths.contacts(params)}
              onNavigate={(to) => void navigate(to)}
              onEdit={contact.data ? () => dialogs.open('edit', contact.data) : undefined}
              onEditIntent={preloadContactEdit}
            />
            <ContactEdit friend={dialogs.isOpen('edit') ? (dialogs.payload ?? null) : null} onClose={dialogs.close} />
          </>
        )
      }
    />
  );
}
