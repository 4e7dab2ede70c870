import { Callout } from '@/components/ui/callout';

/** A failure shown inside a sign-in card; the card stays usable around it. */
export function FormAlert({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <Callout as="p" tone="error" role="alert">
      {message}
    </Callout>
  );
}
