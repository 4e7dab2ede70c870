/** Code fetched on first use and kept: `current` once it is there, `load` to ask for it. */
export type Deferred<T> = {
  readonly current: T | null;
  load: () => Promise<T>;
  /** Starts fetching (a sign of intent); a failure is left for the next `load` to report. */
  preload: () => void;
};

/** Wraps a dynamic import so that it is fetched once; a failed fetch (offline) is tried again next time. */
export function deferred<T>(fetch: () => Promise<T>): Deferred<T> {
  let current: T | null = null;
  let loading: Promise<T> | null = null;
  const load = () =>
    (loading ??= fetch().then(
      (value) => (current = value),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
  return {
    get current() {
      return current;
    },
    load,
    preload: () => void load().catch(() => undefined),
  };
}
