// Preloaded into soketi: it exits when the test process that started it is gone, even if that
// process was killed without running its exit handlers.
const parent = Number(process.env.E2E_PARENT_PID);
if (parent > 0) {
  setInterval(() => {
    try {
      process.kill(parent, 0);
    } catch {
      process.exit(0);
    }
  }, 1000).unref();
}
