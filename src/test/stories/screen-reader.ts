import { virtual } from '@guidepup/virtual-screen-reader';

/**
 * A virtual screen reader over the story's page: what it would announce from live regions, as
 * "polite: …" or "assertive: …" lines, in order. Stop it at the end of the play.
 *
 * The reader brings its own copy of user-event for its key commands, and starting it prepares the
 * document for that copy: focus and blur listeners that track each field's typed value, which no stop
 * removes. Beside the copy the play functions type with, two trackers on one field lose what is typed,
 * in this story and in every later one the page shows. Only announcements are read here, never the
 * reader's own key presses, so its document listeners are not installed.
 */
export async function startScreenReader() {
  const add = document.addEventListener;
  document.addEventListener = function (this: Document, ...args: Parameters<Document['addEventListener']>) {
    if (args[0] === 'focus' || args[0] === 'blur') return;
    add.apply(this, args);
  } as Document['addEventListener'];
  try {
    await virtual.start({ container: document.body });
  } finally {
    Reflect.deleteProperty(document, 'addEventListener');
  }
  return {
    announced: async () => (await virtual.spokenPhraseLog()).filter((line) => /^(polite|assertive): /.test(line)),
    stop: () => virtual.stop(),
  };
}
