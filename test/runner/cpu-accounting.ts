/**
 * CPU seconds of one phase's own processes, for `npm test`'s phase table. Where the kernel lets this
 * process make a cgroup under cgroup v1's `cpuacct` controller (Linux, as root: CI), each phase runs in a
 * cgroup of its own, so the figure is exact even when phases overlap, and it counts the browser's
 * processes, which the test runner does not reap. Elsewhere there is no per-phase figure, and the table
 * shows the machine's busy time over the whole run instead (`machineBusySeconds`).
 */
import { mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const CPUACCT = '/sys/fs/cgroup/cpuacct';

export interface CpuAccount {
  /** The command, wrapped so that it starts inside the account (unchanged when there is none). */
  wrap(command: string[]): string[];
  /** CPU seconds used so far by every process that ran in the account; undefined without one. */
  seconds(): number | undefined;
  close(): void;
}

export function cpuAccount(name: string): CpuAccount {
  const path = join(CPUACCT, `lunia-test-${process.pid}-${name}`);
  try {
    mkdirSync(path);
    writeFileSync(join(path, 'cpuacct.usage'), '0');
  } catch {
    return { wrap: (command) => command, seconds: () => undefined, close: () => undefined };
  }
  return {
    // The shell moves itself into the cgroup, then becomes the command: every child starts inside it.
    wrap: (command) => ['sh', '-c', `echo $$ > '${join(path, 'cgroup.procs')}' && exec "$@"`, 'sh', ...command],
    seconds: () => Number(readFileSync(join(path, 'cpuacct.usage'), 'utf8')) / 1e9,
    close: () => {
      try {
        rmdirSync(path);
      } catch {
        // A process that outlived its phase keeps the cgroup; the kernel frees it when that one ends.
      }
    },
  };
}

/**
 * CPU seconds the whole machine was busy, from /proc/stat (Linux): on 2 cores, at most 2 s per
 * second. On a shared machine it includes the neighbours' work. Undefined where /proc is not there.
 */
export function machineBusySeconds(): number | undefined {
  try {
    const [cpu] = readFileSync('/proc/stat', 'utf8').split('\n');
    // cpu user nice system idle iowait irq softirq steal …, in clock ticks (100 a second).
    const [user, nice, system, , , irq, softirq, steal] = (cpu ?? '').trim().split(/\s+/).slice(1).map(Number);
    return ((user ?? 0) + (nice ?? 0) + (system ?? 0) + (irq ?? 0) + (softirq ?? 0) + (steal ?? 0)) / 100;
  } catch {
    return undefined;
  }
}
