import { virtual } from '@guidepup/virtual-screen-reader';

/**
 * A virtual screen reader over the story's page: what it would announce from live regions, as
 * "polite: …" or "assertive: …" lines, in order. Stop it at the end of the play.
 */
export async function startScreenReader() {
  await virtual.start({ container: document.body });
  return {
    announced: async () => (await virtual.spokenPhraseLog()).filter((line) => /^(polite|assertive): /.test(line)),
    stop: () => virtual.stop(),
  };
}
