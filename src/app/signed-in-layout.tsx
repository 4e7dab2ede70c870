import { useLogout } from '@/features/auth/api/logout';
import AppLayout from '@/features/shell/containers/app-layout';
import { RefusedNotice } from './router/refused';

/** Composes the shell's layout with the sign-in feature's logout and the guards' refusal notice. */
export default function SignedInLayout() {
  return <AppLayout session={useLogout()} notice={<RefusedNotice />} />;
}
