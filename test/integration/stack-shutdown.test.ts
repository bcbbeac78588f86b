/**
 * `npm start` leaves nothing running (issue 44): started as a user starts it (npm → sh → tsx →
 * node, with DynamoDB Local's JVM and cognito-local as children in groups of their own), every
 * process it started is gone within 10 seconds of a SIGTERM to npm alone (a service manager; the
 * hardest case, as npm and its shell pass no signal on). A SIGKILL of the stack's process, which runs
 * no handler, is checked on one child: starting the whole stack costs about 10 CPU-seconds a time.
 * Processes are recognised by a variable in their environment, which every child inherits.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');
const started: { tag: string; dataDir: string }[] = [];

function processesTagged(tag: string): { pid: number; command: string }[] {
  const found: { pid: number; command: string }[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (!readFileSync(`/proc/${entry}/environ`, 'utf8').split('\0').includes(`LUNIA_SHUTDOWN_TAG=${tag}`)) continue;
      const command = readFileSync(`/proc/${entry}/cmdline`, 'utf8').replaceAll('\0', ' ').trim();
      if (command) found.push({ pid: Number(entry), command });
    } catch {
      // Ended while we looked, or not ours to read.
    }
  }
  return found;
}

/**
 * `npm start` on free ports, tried once more when one of them was taken between its choice and its
 * bind (LUNIA_PORTS=free picks ports the OS also hands to outgoing connections, and the other test
 * stacks make thousands; startOwnStack retries the same way).
 */
async function startNpm(): Promise<{ npm: ChildProcess; tag: string }> {
  try {
    return await startNpmOnce();
  } catch (error) {
    if (!/EADDRINUSE/.test(String(error))) throw error;
    return startNpmOnce();
  }
}

/** `npm start` in a process group of its own, on free ports and a data directory of its own. */
async function startNpmOnce(): Promise<{ npm: ChildProcess; tag: string }> {
  const tag = randomUUID();
  const dataDir = mkdtempSync(join(tmpdir(), 'lunia-shutdown-'));
  started.push({ tag, dataDir });
  const npm = spawn('npm', ['start'], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, LUNIA_SHUTDOWN_TAG: tag, LUNIA_PORTS: 'free', LUNIA_DATA_DIR: dataDir },
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Press Ctrl-C to stop.')) resolve();
    };
    npm.stdout?.on('data', onData);
    npm.stderr?.on('data', onData);
    npm.once('exit', (code) => reject(new Error(`npm start ended before it was ready (${code}):\n${output}`)));
  });
  return { npm, tag };
}

async function remainingAfter(tag: string, seconds: number): Promise<string[]> {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    const left = processesTagged(tag);
    if (left.length === 0 || Date.now() > deadline) return left.map((p) => `${p.pid} ${p.command.slice(0, 100)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

function commandsOf(tag: string): string {
  return processesTagged(tag)
    .map((p) => p.command)
    .join('\n');
}

afterAll(() => {
  for (const { tag, dataDir } of started) {
    for (const { pid } of processesTagged(tag)) process.kill(pid, 'SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
});

describe('npm start leaves nothing running', () => {
  it('after a SIGTERM to npm alone, every process it started ends within 10 s', async () => {
    const { npm, tag } = await startNpm();
    // The stack really runs its emulators as children: the check below is about them.
    expect(commandsOf(tag)).toMatch(/java .*DynamoDBLocal/);
    expect(commandsOf(tag)).toMatch(/cognito-local/);
    npm.kill('SIGTERM');
    expect(await remainingAfter(tag, 10)).toEqual([]);
  });

  it('a child of the stack ends when the stack process is killed outright (SIGKILL: no handler runs)', async () => {
    const tag = randomUUID();
    const program = `import(${JSON.stringify(join(ROOT, 'infra/local/processes.ts'))}).then(({ spawnChild }) => {
      spawnChild({ name: 'sleeper', command: 'sleep', args: ['300'] });
      setTimeout(() => console.log('started'), 300);
    });`;
    const parent = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', program], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, LUNIA_SHUTDOWN_TAG: tag },
    });
    await new Promise<void>((resolve) => parent.stdout?.on('data', () => resolve()));
    expect(commandsOf(tag)).toMatch(/^sleep 300$/m);
    parent.kill('SIGKILL');
    expect(await remainingAfter(tag, 10)).toEqual([]);
  });
});
