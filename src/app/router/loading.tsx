import { LoadingBlock } from '@/components/ui/spinner';

/**
 * What a route shows while its code, its texts or its guard's checks are on their way. The lazy
 * routes' fallbacks and the guards' own waits use these same two, so loading a guard's code looks
 * exactly like the guard waiting for the server.
 */
export const PageLoading = () => <LoadingBlock className="min-h-[40vh]" />;

/** The same inside the chat's layout, where the page part fills the space beside the room list. */
export const SectionLoading = () => <LoadingBlock className="flex-1" />;
