import { Callout } from '@/components/ui/callout';

/** What the room area says instead of a room: nothing chosen yet, or a room that cannot be opened. */
export function RoomNotice({ message, tone = 'neutral' }: { message: string; tone?: 'neutral' | 'error' }) {
  return (
    <div className="flex flex-1 items-center justify-center p-6">
      <Callout
        as="p"
        tone={tone}
        size="md"
        role={tone === 'error' ? 'alert' : 'status'}
        className="max-w-sm rounded-lg text-center"
      >
        {message}
      </Callout>
    </div>
  );
}
