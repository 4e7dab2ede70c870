/** Web Locks as the browser gives them: one holder per name, the others queued in order. */
export function installFakeLocks() {
  const queues = new Map<string, (() => void)[]>();
  const locks = {
    request(name: string, options: { signal?: AbortSignal }, callback: () => Promise<void>) {
      return new Promise<void>((resolve, reject) => {
        const queue = queues.get(name) ?? [];
        queues.set(name, queue);
        const run = () => {
          void callback()
            .then(resolve, reject)
            .finally(() => {
              queue.shift();
              queue[0]?.();
            });
        };
        queue.push(run);
        options.signal?.addEventListener('abort', () => {
          const at = queue.indexOf(run);
          if (at > 0) {
            queue.splice(at, 1);
            reject(new DOMException('Aborted', 'AbortError'));
          }
        });
        if (queue.length === 1) run();
      });
    },
  };
  Object.defineProperty(navigator, 'locks', { configurable: true, value: locks });
}
