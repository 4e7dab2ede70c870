import { cn } from '@/lib/cn';
import { splitAtMatches, type TextRange } from '../lib/find-text';
import { matchMark } from '@/components/ui/tone';

type HighlightedTextProps = {
  text: string;
  ranges: readonly TextRange[];
  /** The start of the match being shown, drawn apart from the others. */
  current?: number | undefined;
};

/**
 * A message's text with the find bar's matches marked. The text is cut into React text nodes and
 * <mark> elements, never given to the page as HTML: what a member wrote stays text.
 */
export function HighlightedText({ text, ranges, current }: HighlightedTextProps) {
  return splitAtMatches(text, ranges).map((part, i) => {
    if (part.match === null) return part.text;
    const isCurrent = ranges[part.match]?.start === current;
    return (
      <mark
        key={i}
        data-current={isCurrent || undefined}
        className={cn('rounded-sm px-px text-slate-950', isCurrent ? matchMark.current : matchMark.other)}
      >
        {part.text}
      </mark>
    );
  });
}
