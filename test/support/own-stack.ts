/**
 * A local stack of a test file's own, for tests that must be the only writers on a stack (the
 * platform counters count everything on it) or that stop and restart it. It runs in the test file's
 * worker process, beside the other files' workers and the shared stack.
 *
 * Its ports are fixed before it starts, below the system's ephemeral port range and in a block of
 * the file's own (`slot`): other processes' client connections take ephemeral ports, and one could
 * take a port between its choice and its binding (DynamoDB Local binds seconds after it is chosen);
 * a restart must get the very same ports (the handlers in this process keep the AWS clients they
 * made); and two such files starting at once never pick the same port.
 */
import { readFileSync } from 'node:fs';
import { isPortFree, type ServiceName } from '../../infra/local/ports';
import { type LocalStack, type LocalStackOptions, startLocalStack } from '../../infra/local/stack';
import type { StackInfo } from './stack-info';

const SERVICES: ServiceName[] = ['dynamodb', 's3', 'cognito', 'ses', 'sqs', 'stripe', 'api'];
const BLOCK = 1000;

/** The lowest ephemeral port (Linux); elsewhere a common default. */
function ephemeralRangeStart(): number {
  try {
    const low = Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]);
    return Number.isInteger(low) && low > 4 * BLOCK ? low : 32_768;
  } catch {
    return 32_768;
  }
}

/** Free ports for every service, consecutive from a random start within the slot's block. */
async function portsOfSlot(slot: number): Promise<Record<ServiceName, number>> {
  const blockStart = ephemeralRangeStart() - (slot + 2) * BLOCK;
  for (let attempt = 0; attempt < 20; attempt++) {
    const first = blockStart + Math.floor(Math.random() * (BLOCK - SERVICES.length));
    const ports = SERVICES.map((_, i) => first + i);
    if ((await Promise.all(ports.map(isPortFree))).every(Boolean)) {
      return Object.fromEntries(SERVICES.map((service, i) => [service, ports[i]])) as Record<ServiceName, number>;
    }
  }
  throw new Error(`No free ports in block ${slot} below the ephemeral range`);
}

export interface OwnStack {
  stack: LocalStack;
  info: StackInfo;
  /** The ports it listens on: pass them again to restart it on the same ones. */
  ports: Record<ServiceName, number>;
}

/**
 * Starts the stack on ports of the slot's block (a start refused for a port another process took
 * meanwhile is tried again on others), or on `ports` when given (a restart).
 */
export async function startOwnStack(
  slot: number,
  options: Omit<LocalStackOptions, 'ports'> & { ports?: Record<ServiceName, number> },
): Promise<OwnStack> {
  for (let attempt = 1; ; attempt++) {
    const ports = options.ports ?? (await portsOfSlot(slot));
    try {
      const stack = await startLocalStack({ ...options, ports, web: false });
      return { stack, ports, info: { urls: stack.urls, env: stack.env, userPool: stack.userPool } };
    } catch (error) {
      // Only a port taken meanwhile: a later failure may have left AWS clients made for these ports.
      if (options.ports || attempt >= 3 || !/in use|EADDRINUSE/i.test(String(error))) throw error;
      options.log?.(`Own stack did not start on ${JSON.stringify(ports)} (${String(error)}); trying other ports`);
    }
  }
}
