import { spawn } from 'node:child_process';

/** Runs a command, streaming its output; resolves with the exit code and the captured text. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], shell: false, ...options });
    let output = '';
    const onData = (stream) => (chunk) => {
      output += chunk;
      stream.write(chunk);
    };
    child.stdout.on('data', onData(process.stdout));
    child.stderr.on('data', onData(process.stderr));
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

export const npx = (args, options) => run('npx', args, options);

export function env(extra = {}) {
  return { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1', FORCE_COLOR: '0', NO_COLOR: '1', ...extra };
}
