/** Never two reports of a room closer than this. */
export const READ_REPORT_GAP_MS = 2000;
/** A report goes once the room has been quiet this long... */
export const READ_REPORT_QUIET_MS = 2000;
/** ...or, while messages keep coming, this long after the first message not yet reported. */
export const READ_REPORT_MAX_WAIT_MS = 10_000;
/** A tab that heard another tab report the room lets that tab go first next time by this much. */
export const READ_REPORT_DEFER_MS = 500;
/** A room left is reported this long after, so the user's tabs leaving it one after another report it once. */
export const READ_REPORT_LEAVE_MS = 1000;

export type ReadReporter = {
  /** The newest message received from the other side is now `id`. */
  note(id: number): void;
  /** The tab was shown or hidden. */
  visibilityChanged(visible: boolean): void;
  /** The user leaves the room: what was seen and not reported yet is reported now. */
  leave(): void;
  /** Another tab of the same user reports the room read up to `id`: not to be reported again. */
  heard(id: number): void;
};

type Options = {
  /** Sends the report; `announce` is called as it starts, so the user's other tabs do not send it too. */
  send: (id: number) => Promise<unknown>;
  announce?: (id: number) => void;
  /**
   * A report failed: true when it is taken over (kept and sent once the connection is back), so this
   * reporter goes on from there; otherwise it is tried again with the next report while the room is open.
   */
  failed?: (id: number, error: unknown) => boolean;
  isVisible: () => boolean;
  /** The id another tab reported for this room before this one entered... */
  reported?: number;
  /** ...and when (this page's clock): a report younger than the gap stands for this tab's first one. */
  reportedAt?: number;
  /**
   * Takes over what is left when the room is left: sent a moment later, and not before the gap of
   * the last report ends, once for all the user's tabs leaving the room meanwhile (the user's tabs
   * switching rooms one after another). Without it, leaving reports at once.
   */
  handOff?: (id: number) => void;
  gapMs?: number;
  quietMs?: number;
  maxWaitMs?: number;
  deferMs?: number;
  now?: () => number;
};

/**
 * Read reports of one room (chat spec: enter, then report the last message read). Entering and
 * showing the tab report at once; after that a report goes when the room has been quiet for 2 s, or
 * at the latest 10 s after the first message not yet reported while they keep coming, and never two
 * within 2 s: a room with a steady stream costs one report per 10 s, a room that pauses is reported
 * 2 s after its last message. Only what arrived while the tab was seen counts as read: nothing is
 * reported while it is hidden, and hiding the tab or leaving the room reports what was seen and not
 * reported yet. A failed report is taken over by `failed` (sent again once the connection is back) or
 * tried again with the next one. Several tabs with the room open
 * report it once: each announces a report as it starts, and a tab that heard one waits a little
 * longer than the tab that made it, which therefore goes first and is heard next time too. Tabs
 * switching rooms one after another (the same user's) keep the gap too: a tab entering a room another
 * tab reported under 2 s ago takes that report for its own entering report (the room was entered and
 * reported; what came after goes by the rules above, from whichever tab goes first), and a tab leaving
 * hands its rest to `handOff`, which sends it once for all of them.
 */
export function createReadReporter({
  send,
  announce,
  failed,
  isVisible,
  reported: known = 0,
  reportedAt = -Infinity,
  handOff,
  gapMs = READ_REPORT_GAP_MS,
  quietMs = READ_REPORT_QUIET_MS,
  maxWaitMs = READ_REPORT_MAX_WAIT_MS,
  deferMs = READ_REPORT_DEFER_MS,
  now = Date.now,
}: Options): ReadReporter {
  let latest = 0;
  let seen = 0;
  // A report of the room younger than the gap (another tab's) stands for this tab's entering report.
  const recent = now() - reportedAt < gapMs;
  // An older one does not: every entry reports the last message read, even one reported before.
  let reported = recent ? known : 0;
  let lastSentAt = recent ? reportedAt : -Infinity;
  let lastSeenAt = 0;
  let pendingSince = 0;
  let deferred = recent;
  let atOnce = !recent;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let sending = false;
  let closed = false;

  const clearTimer = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };

  const see = () => {
    if (latest <= seen) return;
    if (seen <= reported) pendingSince = now();
    seen = latest;
    lastSeenAt = now();
  };

  const fire = () => {
    clearTimer();
    atOnce = false;
    if (sending || seen <= reported) return;
    const id = seen;
    sending = true;
    deferred = false;
    lastSentAt = now();
    announce?.(id);
    send(id).then(
      () => {
        sending = false;
        reported = Math.max(reported, id);
        if (seen > reported) pendingSince = now();
        // After leaving, what was seen during this report still goes, once.
        if (closed) flushOnLeave();
        else schedule();
      },
      (error: unknown) => {
        sending = false;
        if (failed?.(id, error)) {
          reported = Math.max(reported, id);
          if (closed) flushOnLeave();
          else schedule();
        } else if (!closed) schedule();
      },
    );
  };

  /** What was seen and not reported goes as the room is left: handed off, or now. */
  function flushOnLeave() {
    if (sending || seen <= reported) return;
    if (handOff) {
      clearTimer();
      handOff(seen);
    } else fire();
  }

  function schedule() {
    clearTimer();
    if (sending || seen <= reported) return;
    const due = atOnce
      ? now()
      : Math.max(lastSentAt + gapMs, Math.min(lastSeenAt + quietMs, pendingSince + maxWaitMs)) +
        (deferred ? deferMs : 0);
    const wait = due - now();
    if (wait <= 0) fire();
    else timer = setTimeout(fire, wait);
  }

  return {
    note(id) {
      if (closed || id <= latest) return;
      latest = id;
      if (isVisible()) {
        see();
        schedule();
        atOnce = false;
      }
    },
    visibilityChanged(visible) {
      if (closed) return;
      if (visible) {
        atOnce = latest > seen;
        see();
        schedule();
        atOnce = false;
      } else if (!sending) fire();
    },
    heard(id) {
      if (closed) return;
      reported = Math.max(reported, id);
      // The other tab's report counts as this tab's last one, and that tab goes first next time.
      lastSentAt = now();
      deferred = true;
      atOnce = false;
      if (seen > reported) pendingSince = now();
      schedule();
    },
    leave() {
      if (closed) return;
      closed = true;
      clearTimer();
      flushOnLeave();
    },
  };
}
