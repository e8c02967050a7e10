// Child processes for sdk-check: asynchronous (so independent steps overlap on a 2-core machine), with a
// time limit, and an error that carries what the command printed.
import { spawn, type ChildProcess } from 'node:child_process';

export interface RunOptions {
  readonly cwd: string;
  readonly env?: NodeJS.ProcessEnv;
  readonly timeoutMs?: number;
}

/** A command that failed: its message says which and how; `output` is what it printed (stdout, then stderr). */
export class CommandError extends Error {
  constructor(
    message: string,
    readonly output: string,
  ) {
    super(message);
  }
}

const running = new Set<ChildProcess>();

/** Runs a command to its end; resolves to its stdout, rejects with a {@link CommandError}. */
export function run(command: string, args: readonly string[], { cwd, env = {}, timeoutMs = 180_000 }: RunOptions): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    running.add(child);
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    const shown = `${command.replace(/.*\//, '')} ${args.join(' ')}`;
    child.once('error', (error) => {
      clearTimeout(timer);
      running.delete(child);
      reject(new CommandError(`${shown}: ${error.message}`, ''));
    });
    child.once('close', (code, signal) => {
      clearTimeout(timer);
      running.delete(child);
      if (code === 0) resolve(stdout);
      else {
        const how = signal === 'SIGKILL' ? `was stopped after ${timeoutMs / 1000} s` : `exited with ${code ?? signal}`;
        reject(new CommandError(`${shown} ${how}`, `${stdout}${stderr}`));
      }
    });
  });
}

/** Starts a long-running command (the contract server); it is stopped by {@link stopAll} too. */
export function start(command: string, args: readonly string[], cwd: string): ChildProcess {
  const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'inherit'] });
  running.add(child);
  child.once('exit', () => running.delete(child));
  return child;
}

/** Stops every child this script started and has not seen end (on failure or Ctrl-C). */
export function stopAll(): void {
  for (const child of running) child.kill('SIGTERM');
  running.clear();
}

/** Runs the tasks at most `limit` at a time; resolves when all have settled. */
export async function inPool(limit: number, tasks: ReadonlyArray<() => Promise<unknown>>): Promise<void> {
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < tasks.length) {
      const task = tasks[next++];
      await task?.().catch(() => undefined);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
}
