import { cn } from '@/lib/cn';

/** What the room area says instead of a room: nothing chosen yet, or a room that cannot be opened. */
export function RoomNotice({ message, tone = 'info' }: { message: string; tone?: 'info' | 'error' }) {
  return (
    <div className="flex flex-1 items-center justify-center p-6">
      <p
        role={tone === 'error' ? 'alert' : 'status'}
        className={cn(
          'max-w-sm rounded-lg border px-4 py-3 text-center text-sm',
          tone === 'error' ? 'border-red-200 bg-red-50 text-red-800' : 'border-slate-200 bg-white text-slate-700',
        )}
      >
        {message}
      </p>
    </div>
  );
}
