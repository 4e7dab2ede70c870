// Runs a program that is not Node (redis-server, nginx) tied to the process that started it:
//   node run-tied.mjs <parent pid> <program> [args...]
// SIGTERM/SIGINT are passed on; when the parent is gone (even killed outright, without its exit
// handlers) the program is stopped, and killed 3 s later if it still runs. Exits with the program.
import { spawn } from 'node:child_process';

const [parentArg, program, ...args] = process.argv.slice(2);
const parent = Number(parentArg);
const child = spawn(program, args, { stdio: 'inherit' });
let stopping = false;
const stop = (signal = 'SIGTERM') => {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill(signal);
  if (!stopping) setTimeout(() => child.kill('SIGKILL'), 3000).unref();
  stopping = true;
};
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGTERM'));
child.on('error', (error) => {
  console.error(`${program}: ${error.message}`);
  process.exit(127);
});
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
setInterval(() => {
  try {
    process.kill(parent, 0);
  } catch {
    stop();
  }
}, 1000).unref();
