import { useTranslation } from 'react-i18next';
import type { MessageTemplate } from '../schemas/template';
import { cn } from '@/lib/cn';
import type { FilledTemplate } from '../lib/template-fill';
import { highlightParts } from '../lib/template-search';
import { matchMark } from '@/components/ui/tone';

/** User text with the query's words marked; always rendered as text. */
function Highlighted({ text, query }: { text: string; query: string }) {
  return highlightParts(text, query).map((part, i) =>
    part.match ? (
      <mark key={i} className={cn('rounded-sm text-inherit', matchMark.other)}>
        {part.text}
      </mark>
    ) : (
      part.text
    ),
  );
}

const oneLine = (text: string) => text.replace(/\s+/gu, ' ').trim();

type TemplateOptionProps = {
  id: string;
  template: MessageTemplate;
  filled: FilledTemplate;
  query: string;
  active: boolean;
  onPoint: () => void;
  onChoose: () => void;
};

/**
 * One template in the picker: its title and memo, a one-line preview of the text as it will be
 * inserted (variables filled), and the variables left for the user to fill in.
 */
export function TemplateOption({ id, template, filled, query, active, onPoint, onChoose }: TemplateOptionProps) {
  const { t } = useTranslation('chat-templates');
  const unfilled = [...filled.unknown, ...filled.empty];
  return (
    // Options are reached from the search or text box (aria-activedescendant), which handles the keys.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events
    <li
      id={id}
      role="option"
      aria-selected={active}
      // The text box keeps the focus (and its selection) while an option is clicked.
      onMouseDown={(event) => event.preventDefault()}
      onMouseMove={active ? undefined : onPoint}
      onClick={onChoose}
      className={cn(
        'cursor-pointer rounded-md px-3 py-2 text-start',
        active ? 'outline-primary-300 bg-primary-50 outline-1' : 'hover:bg-slate-50',
      )}
    >
      <div className="flex min-w-0 items-baseline gap-2">
        <span className="truncate font-medium text-slate-900">
          <Highlighted text={template.title} query={query} />
        </span>{' '}
        {template.memo && (
          <span className="min-w-0 truncate text-xs text-slate-600">
            <Highlighted text={oneLine(template.memo)} query={query} />
          </span>
        )}
      </div>
      <p className="truncate text-sm text-slate-700">
        <Highlighted text={oneLine(filled.text)} query={query} />
      </p>
      {unfilled.length > 0 && (
        <p className="mt-0.5 text-xs text-amber-800">{t('picker.unfilled', { list: unfilled.join(' ') })}</p>
      )}
    </li>
  );
}
