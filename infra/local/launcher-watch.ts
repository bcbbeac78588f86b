/**
 * `npm start` runs us as npm → sh → tsx → node. A SIGTERM sent to npm alone (a service manager, a
 * harness that knows only the pid it started) ends npm and the shell without passing the signal on,
 * and would leave the stack running, re-parented to init. So the stack watches the processes that
 * launched it and stops itself when one of them is gone.
 */
import { readFileSync } from 'node:fs';

function parentOf(pid: number): number | undefined {
  try {
    // /proc/<pid>/stat: "pid (comm) state ppid …"; comm may contain spaces and parentheses.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    return Number.isInteger(ppid) && ppid > 1 ? ppid : undefined;
  } catch {
    return undefined;
  }
}

function ranByNpm(pid: number): boolean {
  try {
    return readFileSync(`/proc/${pid}/environ`, 'utf8')
      .split('\0')
      .some((entry) => entry.startsWith('npm_lifecycle_event='));
  } catch {
    return false;
  }
}

/**
 * Our parent, and while a process was started by an npm script, its parent too, up to npm itself
 * (the first without npm's variables). Without /proc (not Linux), only the parent.
 */
export function launchers(): number[] {
  const chain = [process.ppid];
  let current = process.ppid;
  while (ranByNpm(current)) {
    const parent = parentOf(current);
    if (parent === undefined) break;
    chain.push(parent);
    current = parent;
  }
  return chain;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Calls `onGone` once, within `intervalMs`, after any launcher has ended. */
export function watchLaunchers(onGone: () => void, intervalMs = 500): void {
  const watched = launchers();
  const parent = process.ppid;
  const timer = setInterval(() => {
    if (process.ppid === parent && watched.every(alive)) return;
    clearInterval(timer);
    onGone();
  }, intervalMs);
  timer.unref();
}
