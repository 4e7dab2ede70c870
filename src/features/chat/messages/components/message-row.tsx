import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertFilledIcon, ClockIcon } from '@/components/icons';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { Avatar } from '@/components/ui/avatar';
import type { TextRange } from '../lib/find-text';
import { HighlightedText } from './highlighted-text';
import { fullTime, messageKind, messageTime, shortTime } from './message-format';
import { MessageImage } from './message-image';
import type { MessageView } from './message-view';
import { TransferMessage } from './transfer-message';

export type MessageRowProps = {
  message: MessageView;
  transactionDisplay: number;
  partnerName: string;
  /** 1-based place in the whole conversation (only some rows are in the page at a time). */
  position?: number;
  total?: number;
  /** Where the room's find bar matched the text, and the start of the match being shown. */
  matches?: readonly TextRange[] | undefined;
  currentMatch?: number | undefined;
  onRetry: (key: string) => void;
  onDelete: (key: string) => void;
  onOpenImage: (src: string) => void;
};

/**
 * One message: the user's own on the right, the partner's on the left with their avatar. The article
 * carries the message's place in the log, which every arrival changes; what it holds is drawn again only
 * when the message itself (or the find bar's match in it) changes.
 */
export function MessageRow({ position, total, partnerName, ...content }: MessageRowProps) {
  const { t } = useTranslation('chat-room');
  const { message } = content;
  const own = message.is_self === 1;
  const label = useMemo(() => {
    const stamp = messageTime(message.created_at, !own);
    return own ? t('message.own', { time: stamp }) : t('message.partner', { name: partnerName, time: stamp });
  }, [message.created_at, own, partnerName, t]);

  return (
    <article
      aria-label={label}
      aria-posinset={position}
      aria-setsize={total}
      data-delivery={message.delivery}
      className={cn('flex items-end gap-2', own ? 'justify-end' : 'justify-start')}
    >
      <MessageContent {...content} />
    </article>
  );
}

type MessageContentProps = Omit<MessageRowProps, 'position' | 'total' | 'partnerName'>;

const MessageContent = memo(function MessageContent({
  message,
  transactionDisplay,
  matches,
  currentMatch,
  onRetry,
  onDelete,
  onOpenImage,
}: MessageContentProps) {
  const { t } = useTranslation('chat-room');
  const own = message.is_self === 1;
  const stamp = messageTime(message.created_at, !own);
  return (
    <>
      {!own && <Avatar src={message.thumbnail} className="mb-5 size-9" />}
      <div className={cn('flex max-w-[min(75%,36rem)] min-w-0 flex-col gap-1', own ? 'items-end' : 'items-start')}>
        <div className="max-w-full">
          <MessageBody
            message={message}
            own={own}
            transactionDisplay={transactionDisplay}
            onOpenImage={onOpenImage}
            matches={matches}
            currentMatch={currentMatch}
          />
        </div>
        <p className="flex items-center gap-1.5 px-1 text-xs text-slate-600">
          <time dateTime={fullTime(message.created_at)} title={stamp}>
            {shortTime(message.created_at, !own)}
          </time>
          {message.delivery === 'sending' && <SendingMark label={t('message.sending')} />}
        </p>
        {message.delivery === 'failed' && (
          <div className="flex flex-wrap items-center justify-end gap-2">
            <span className="inline-flex items-center gap-1 text-xs font-medium text-red-700">
              <AlertFilledIcon className="size-4" />
              {t('message.failed')}
            </span>
            <Button size="sm" variant="secondary" className="h-auto min-h-8 py-1" onClick={() => onRetry(message.key)}>
              {t('message.retry')}
            </Button>
            <Button size="sm" variant="ghost" className="h-auto min-h-8 py-1" onClick={() => onDelete(message.key)}>
              {t('message.delete')}
            </Button>
          </div>
        )}
      </div>
    </>
  );
});

type MessageBodyProps = Pick<
  MessageRowProps,
  'message' | 'transactionDisplay' | 'onOpenImage' | 'matches' | 'currentMatch'
> & { own: boolean };

function MessageBody({ message, own, transactionDisplay, onOpenImage, matches, currentMatch }: MessageBodyProps) {
  const { t } = useTranslation('chat-room');
  switch (messageKind(message.type)) {
    case 'text':
      // Text only, never HTML: line breaks kept, long words broken anywhere.
      return (
        <p
          className={cn(
            'rounded-2xl px-3 py-2 text-sm wrap-anywhere whitespace-pre-wrap shadow-sm',
            own ? 'bg-primary-600 text-white' : 'border border-slate-200 bg-white text-slate-900',
          )}
        >
          {matches?.length ? (
            <HighlightedText text={message.content} ranges={matches} current={currentMatch} />
          ) : (
            message.content
          )}
        </p>
      );
    case 'image':
      return <MessageImage src={message.content} onOpen={onOpenImage} />;
    case 'transfer':
      return <TransferMessage message={message} display={transactionDisplay} />;
    default:
      return (
        <p className="rounded-2xl border border-dashed border-slate-300 px-3 py-2 text-sm text-slate-700 italic">
          {t('message.unsupported')}
        </p>
      );
  }
}

function SendingMark({ label }: { label: string }) {
  return (
    <span className="inline-flex items-center text-slate-500" title={label}>
      <ClockIcon className="size-3.5" />
      <span className="sr-only">{label}</span>
    </span>
  );
}
