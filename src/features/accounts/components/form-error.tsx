import { Callout } from '@/components/ui/callout';

/** The server's answer to a failed submit, shown above the form so the user can correct and retry. */
export function FormError({ message }: { message?: string | null | undefined }) {
  if (!message) return null;
  return (
    <Callout as="p" tone="error" role="alert" className="font-medium">
      {message}
    </Callout>
  );
}
