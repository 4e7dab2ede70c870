import { useMemo, useState, type Ref } from 'react';
import { DATE_FORMAT, platformNow, systemClock, type Clock } from '@/lib/dates';
import { useCurrentUserView } from '@/lib/session/api/get-user-view';
import { useTemplates } from '../api/get-templates';
import { TemplatePicker, type TemplatePickerKeys } from '../components/template-picker';
import { roomValues } from '../lib/template-fill';

export type TemplatePickerPanelProps = {
  /** From the footer icon (own search box, focused) or by '/' at the start of the text box (its text is the search). */
  openedBy: 'button' | 'slash';
  /** The search typed after '/' (used when opened by '/'). */
  query: string;
  /** The room's member. */
  member: { nickname: string; username: string };
  listboxId: string;
  keysRef?: Ref<TemplatePickerKeys>;
  onActiveOptionChange?: (id: string | null) => void;
  onInsert: (text: string) => void;
  onClose: () => void;
  clock?: Clock;
};

/**
 * The room's quick templates: the list the server gives this account (the one /MessageTemplate
 * shows), searched and filled with the room's values. `{agent.nickname}` is the signed-in user;
 * `{date}` is today on the platform's clock when the picker opened.
 */
export function TemplatePickerPanel({
  openedBy,
  query,
  member,
  clock = systemClock,
  ...rest
}: TemplatePickerPanelProps) {
  const list = useTemplates();
  const viewer = useCurrentUserView().data;
  const [search, setSearch] = useState('');
  const [date] = useState(() => platformNow(clock()).format(DATE_FORMAT));
  const values = useMemo(
    () =>
      roomValues(
        {
          memberNickname: member.nickname,
          memberUsername: member.username,
          agentNickname: viewer?.nickname ?? '',
          agentUsername: viewer?.username ?? '',
        },
        date,
      ),
    [member.nickname, member.username, viewer?.nickname, viewer?.username, date],
  );
  return (
    <TemplatePicker
      {...rest}
      status={list.data ? 'ready' : list.isError ? 'error' : 'loading'}
      templates={list.data ?? []}
      query={openedBy === 'slash' ? query : search}
      searchBox={openedBy === 'button'}
      onQueryChange={setSearch}
      values={values}
      onRetry={() => void list.refetch()}
    />
  );
}
