import { useEffect } from 'react';
import { preloadAlertDialogOnFirstInput } from '@/components/ui/notice';
import ChatLayoutPage from '@/features/chat/layout/containers/chat-layout-page';
import { LazyCommandPalette, usePaletteOpen } from './lazy-command-palette';

/** The chat's layout route with the same command palette as the back office (Ctrl+K / Cmd+K). */
export default function ChatLayout() {
  const palette = usePaletteOpen();
  // Signed-in screens alert on failures, possibly offline: the alert's code is fetched ahead.
  useEffect(preloadAlertDialogOnFirstInput, []);
  return (
    <>
      <ChatLayoutPage onOpenSearch={palette.show} />
      <LazyCommandPalette open={palette.open} onClose={palette.close} />
    </>
  );
}
