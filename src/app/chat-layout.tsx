import { useEffect } from 'react';
import { isApplePlatform } from '@/components/ui/command-palette-button';
import { LazyDialogSlot } from '@/components/ui/lazy-dialog-slot';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import { preloadAlertDialogOnFirstInput } from '@/components/ui/alert-preload';
import ChatLayoutPage from '@/features/chat/layout/containers/chat-layout-page';
import { useChatShortcuts } from '@/features/chat/layout/containers/use-chat-shortcuts';
import { LazyCommandPalette, usePaletteOpen } from './lazy-command-palette';

const ShortcutSheet = lazyWithPreload(() =>
  import('@/features/chat/layout/components/shortcut-sheet').then((m) => m.ShortcutSheet),
);

/**
 * The chat's layout route with the same command palette as the back office (Ctrl+K / Cmd+K), which
 * here also offers the chat's keyboard shortcuts as commands, and the sheet `?` opens to list them.
 */
export default function ChatLayout() {
  const palette = usePaletteOpen();
  const shortcuts = useChatShortcuts();
  // Signed-in screens alert on failures, possibly offline: the alert's code is fetched ahead.
  useEffect(preloadAlertDialogOnFirstInput, []);
  return (
    <>
      <ChatLayoutPage onOpenSearch={palette.show} />
      <LazyCommandPalette open={palette.open} onClose={palette.close} commands={shortcuts.commands} />
      <LazyDialogSlot open={shortcuts.sheet.open}>
        <ShortcutSheet {...shortcuts.sheet} apple={isApplePlatform()} />
      </LazyDialogSlot>
    </>
  );
}
