import { useLogout } from '@/features/auth/api/logout';
import AppLayout from '@/features/shell/containers/app-layout';

/** Composes the shell's layout with the sign-in feature's logout. */
export default function SignedInLayout() {
  return <AppLayout session={useLogout()} />;
}
