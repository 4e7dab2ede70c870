import { useEffect } from 'react';
import { preloadAlertDialogOnFirstInput } from '@/components/ui/alert-preload';
import { useLogout } from '@/features/auth/api/logout';
import AppLayout from '@/features/shell/containers/app-layout';
import { LazyCommandPalette, usePaletteOpen } from './lazy-command-palette';
import { RefusedNotice } from './router/refused';

/**
 * Composes the shell's layout with the sign-in feature's logout, the guards' refusal notice and
 * the command palette (screens, accounts and rooms).
 */
export default function SignedInLayout() {
  const palette = usePaletteOpen();
  // Signed-in screens alert on failures, possibly offline: the alert's code is fetched ahead.
  useEffect(preloadAlertDialogOnFirstInput, []);
  return (
    <>
      <AppLayout session={useLogout()} notice={<RefusedNotice />} onOpenSearch={palette.show} />
      <LazyCommandPalette open={palette.open} onClose={palette.close} />
    </>
  );
}
