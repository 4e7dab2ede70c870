import { spawn } from 'node:child_process';

/**
 * Runs a command, streaming its output; resolves with the exit code, all captured text and stdout alone.
 * `quietStdout` keeps stdout off the console (for machine-readable output such as jest's --json);
 * `quiet` keeps all of it off, for a caller that prints it later.
 */
export function run(command, args, { quietStdout = false, quiet = false, ...options } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], shell: false, ...options });
    let output = '';
    let stdout = '';
    const onData = (stream, own) => (chunk) => {
      output += chunk;
      if (own) stdout += chunk;
      if (!quiet && (!quietStdout || !own)) stream.write(chunk);
    };
    child.stdout.on('data', onData(process.stdout, true));
    child.stderr.on('data', onData(process.stderr, false));
    child.on('close', (code) => resolve({ code: code ?? 1, output, stdout }));
  });
}

export const npx = (args, options) => run('npx', args, options);

export function env(extra = {}) {
  return { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1', FORCE_COLOR: '0', NO_COLOR: '1', ...extra };
}
