import { useState } from 'react';
import { UpdateReadyBanner } from '@/features/shell/components/update-ready-banner';
import { useAppUpdate } from '@/lib/pwa/app-update';

/** Offers the waiting new version (src/lib/pwa) on every page, the sign-in pages included. */
export function AppUpdatePrompt() {
  const update = useAppUpdate();
  const [dismissed, setDismissed] = useState<typeof update>(null);
  if (!update || dismissed === update) return null;
  return <UpdateReadyBanner onReload={update.apply} onDismiss={() => setDismissed(update)} />;
}
