/** Reports sent at most this often per room: a busy room must not cost a request per message. */
export const READ_REPORT_GAP_MS = 2000;

export type ReadReporter = {
  /** The newest message received from the other side is now `id`. */
  note(id: number): void;
  /** The tab was shown or hidden. */
  visibilityChanged(visible: boolean): void;
  /** The user leaves the room: what was seen and not reported yet is reported now. */
  leave(): void;
  /** Another tab of the same user reported the room read up to `id`: not to be reported again. */
  heard(id: number): void;
};

type Options = {
  send: (id: number) => Promise<unknown>;
  isVisible: () => boolean;
  gapMs?: number;
  now?: () => number;
};

/**
 * Read reports of one room (chat spec: enter, then report the last message read). The first report
 * goes at once; later ones at most one per gap, carrying the newest id (trailing). Only what arrived
 * while the tab was seen counts as read: nothing is reported while it is hidden, and hiding the tab
 * or leaving the room reports what was seen and not reported yet. A failed report is tried again
 * with the next one. Reports heard from the user's other tabs count as sent here.
 */
export function createReadReporter({
  send,
  isVisible,
  gapMs = READ_REPORT_GAP_MS,
  now = Date.now,
}: Options): ReadReporter {
  let latest = 0;
  let seen = 0;
  let reported = 0;
  let lastSentAt = -Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let sending = false;
  let closed = false;

  const clearTimer = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };

  const fire = () => {
    clearTimer();
    if (sending || seen <= reported) return;
    const id = seen;
    sending = true;
    lastSentAt = now();
    send(id).then(
      () => {
        sending = false;
        reported = Math.max(reported, id);
        // After leaving, what was seen during this report still goes, once, without waiting.
        if (closed) fire();
        else schedule();
      },
      () => {
        sending = false;
        if (!closed) schedule();
      },
    );
  };

  function schedule() {
    if (timer !== undefined || sending || seen <= reported) return;
    const wait = lastSentAt + gapMs - now();
    if (wait <= 0) fire();
    else timer = setTimeout(fire, wait);
  }

  return {
    note(id) {
      if (closed || id <= latest) return;
      latest = id;
      if (isVisible()) {
        seen = latest;
        schedule();
      }
    },
    visibilityChanged(visible) {
      if (closed) return;
      if (visible) {
        seen = latest;
        schedule();
      } else if (!sending) fire();
    },
    heard(id) {
      if (closed) return;
      reported = Math.max(reported, id);
      // The other tab's report counts as this tab's last one: the next waits a whole gap after it.
      lastSentAt = now();
      clearTimer();
      schedule();
    },
    leave() {
      if (closed) return;
      if (!sending) fire();
      closed = true;
      clearTimer();
    },
  };
}
