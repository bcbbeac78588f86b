/**
 * Port selection for the local stack. Every emulator listens on 127.0.0.1 only: the stack is a
 * developer tool and must never be reachable from the network.
 */
import { createServer } from 'node:net';

export const LOCAL_HOST = '127.0.0.1';

export type ServiceName = 'dynamodb' | 's3' | 'cognito' | 'ses' | 'sqs' | 'stripe' | 'modules' | 'api' | 'web';

/** Resolves with the port if it can be bound on 127.0.0.1 right now, else with undefined. */
export function tryBind(port: number): Promise<number | undefined> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(undefined));
    server.listen({ port, host: LOCAL_HOST, exclusive: true }, () => {
      const address = server.address();
      const bound = typeof address === 'object' && address ? address.port : undefined;
      server.close(() => resolve(bound));
    });
  });
}

export async function isPortFree(port: number): Promise<boolean> {
  return (await tryBind(port)) !== undefined;
}

/** Ports this process already handed out: the OS could offer one again before it is bound. */
const handedOut = new Set<number>();

export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const port = await tryBind(0);
    if (port !== undefined && !handedOut.has(port)) {
      handedOut.add(port);
      return port;
    }
  }
  throw new Error('Could not find a free TCP port on 127.0.0.1.');
}

/**
 * Ports picked for services in this process. Handler modules are imported once per process and
 * cache their AWS clients (with the endpoint they saw first), so a stack restarted in the same
 * process (a test checking persistence) must get the same ports again; we prefer them when free.
 */
const stickyPorts = new Map<ServiceName, number>();

/**
 * The port a service listens on: the requested one (which must be free, with an error naming the
 * service otherwise), or, when none is requested, the one used before in this process, or any.
 */
export async function choosePort(service: ServiceName, requested: number | undefined): Promise<number> {
  if (requested) {
    if (!(await isPortFree(requested))) {
      throw new Error(
        `Port ${requested} (${service}) is already in use. Stop whatever uses it (is another local stack running?) or choose another port.`,
      );
    }
    stickyPorts.set(service, requested);
    return requested;
  }
  const previous = stickyPorts.get(service);
  if (previous && (await isPortFree(previous))) return previous;
  const port = await freePort();
  stickyPorts.set(service, port);
  return port;
}

/** Polls until `probe` succeeds, or throws the last error after `timeoutMs`. */
export async function waitUntil(what: string, probe: () => Promise<unknown>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    try {
      await probe();
      return;
    } catch (error) {
      lastError = error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  const reason = lastError instanceof Error ? lastError.message : String(lastError);
  throw new Error(`${what} did not become ready within ${Math.round(timeoutMs / 1000)} s (${reason}).`);
}
