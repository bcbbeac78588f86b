/**
 * Child processes of the local stack (DynamoDB Local's JVM, cognito-local). Each runs in its own
 * process group so that Ctrl-C reaches only us and we decide the shutdown order; in exchange we
 * must kill them ourselves, including when this process exits without calling stop().
 */
import { type ChildProcess, spawn } from 'node:child_process';

export interface ChildOptions {
  /** Short name used in log lines and errors. */
  name: string;
  command: string;
  args: string[];
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  /** Receives each output line (stdout and stderr); default: kept for error messages only. */
  onLine?: (line: string) => void;
  /** What to tell the user when the command itself is missing. */
  missingCommandHint?: string;
}

export interface ManagedChild {
  name: string;
  pid: number | undefined;
  /** Rejects if the process fails to start or exits before stop() is called. Already handled. */
  ended: Promise<never>;
  /** The last output lines, for error messages. */
  recentOutput(): string;
  stop(): Promise<void>;
}

const liveChildren = new Set<ChildProcess>();
const exitCleanups = new Set<() => void>();
let exitHookInstalled = false;

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

function runExitCleanups(): void {
  for (const child of liveChildren) killGroup(child, 'SIGKILL');
  for (const cleanup of exitCleanups) {
    try {
      cleanup();
    } catch {
      // Best effort: the process is ending anyway.
    }
  }
}

/**
 * Last resort: whatever exit path this process takes, no child survives it. 'exit' covers normal
 * ends and process.exit(); a signal's default action kills us without 'exit', so when nobody else
 * handles SIGINT/SIGTERM (a test runner, Ctrl-C during start-up) we clean up and then let the
 * signal do what it would have done.
 */
function installExitHook(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.once('exit', runExitCleanups);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    const fallback = () => {
      if (process.listenerCount(signal) > 1) return;
      runExitCleanups();
      process.off(signal, fallback);
      process.kill(process.pid, signal);
    };
    process.on(signal, fallback);
  }
}

/** Runs `cleanup` (synchronous) if the process ends before the returned function is called. */
export function onUnexpectedExit(cleanup: () => void): () => void {
  installExitHook();
  exitCleanups.add(cleanup);
  return () => exitCleanups.delete(cleanup);
}

function collectLines(stream: NodeJS.ReadableStream | null, onLine: (line: string) => void): void {
  if (!stream) return;
  let pending = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk: string) => {
    pending += chunk;
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) onLine(line);
  });
  stream.on('end', () => {
    if (pending) onLine(pending);
  });
}

/**
 * The guard each child runs under: a POSIX shell that starts the command, stops it when its own
 * stdin reaches end of file, and passes its exit status on. Its stdin is a pipe from this process
 * that nothing writes to, so the kernel closes it however we end, SIGKILL and crashes included:
 * a child never outlives us, and Linux offers no parent-death signal to Node to do it otherwise.
 * A SIGTERM to the group (stop()) reaches the command directly; the trap waits for it to exit, so
 * the guard's exit still means the command's ports are free. A command missing from PATH exits 127.
 */
const GUARD = [
  // An asynchronous list's stdin is /dev/null unless redirected: keep the pipe as fd 3 for the watcher.
  'exec 3<&0',
  '"$@" </dev/null 3<&- & child=$!',
  'trap \'kill -TERM "$child" 2>/dev/null; wait "$child"; exit 143\' TERM INT',
  '(read -r _ <&3; kill -TERM "$child" 2>/dev/null) &',
  'watcher=$!',
  'wait "$child"; code=$?',
  'kill "$watcher" 2>/dev/null',
  'exit "$code"',
].join('\n');

export function spawnChild(options: ChildOptions): ManagedChild {
  installExitHook();
  const recent: string[] = [];
  const remember = (line: string) => {
    recent.push(line);
    if (recent.length > 40) recent.shift();
    options.onLine?.(line);
  };

  const child = spawn('sh', ['-c', GUARD, options.name, options.command, ...options.args], {
    cwd: options.cwd,
    env: options.env ?? process.env,
    detached: true,
    // stdin is the guard's lifeline: nothing is ever written to it, and it closes when we die.
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  liveChildren.add(child);
  collectLines(child.stdout, remember);
  collectLines(child.stderr, remember);

  let stopping = false;
  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.once('error', () => resolve());
  });
  exited.then(() => liveChildren.delete(child));

  const ended = new Promise<never>((_, reject) => {
    child.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') {
        reject(
          new Error(`${options.name}: command "${options.command}" not found. ${options.missingCommandHint ?? ''}`),
        );
      } else {
        reject(new Error(`${options.name} could not be started: ${error.message}`));
      }
    });
    child.once('exit', (code, signal) => {
      if (stopping) return;
      if (code === 127) {
        reject(
          new Error(`${options.name}: command "${options.command}" not found. ${options.missingCommandHint ?? ''}`),
        );
        return;
      }
      const output = recent.slice(-15).join('\n');
      reject(new Error(`${options.name} exited unexpectedly (${signal ?? `code ${code}`}).\n${output}`));
    });
  });
  ended.catch(() => undefined);

  return {
    name: options.name,
    pid: child.pid,
    ended,
    recentOutput: () => recent.join('\n'),
    async stop() {
      stopping = true;
      if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
      killGroup(child, 'SIGTERM');
      const killTimer = setTimeout(() => killGroup(child, 'SIGKILL'), 5000);
      await exited;
      clearTimeout(killTimer);
    },
  };
}
