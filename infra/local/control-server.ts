/**
 * The local stack's control endpoint, for processes that cannot call the stack object: vitest runs
 * the integration test files in worker processes, while the stack lives in the global setup's
 * process (test/support/drain.ts is the client). Local only, like every emulator: 127.0.0.1, on a
 * port the system picks.
 *
 *   POST /drain         204 once drain() resolved (./drain.ts); 503 {"error": …} when it timed out
 *   GET  /dead-letters  200 with the dead letters so far, as JSON (DeadLetter[])
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { DeadLetter } from './dead-letters';
import { closeHttpServer, listen } from './http-server';
import { LOCAL_HOST } from './ports';

export interface ControlServer {
  url: string;
  stop(): Promise<void>;
}

function json(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

export async function startControlServer(options: {
  drain: () => Promise<void>;
  deadLetters: () => DeadLetter[];
}): Promise<ControlServer> {
  async function handle(request: IncomingMessage, response: ServerResponse) {
    request.resume(); // no request has a body worth reading
    const path = new URL(request.url ?? '/', 'http://control').pathname;
    const route = `${request.method} ${path}`;
    if (route === 'POST /drain') {
      try {
        await options.drain();
        response.writeHead(204).end();
      } catch (error) {
        json(response, 503, { error: error instanceof Error ? error.message : String(error) });
      }
      return;
    }
    if (route === 'GET /dead-letters') {
      json(response, 200, options.deadLetters());
      return;
    }
    const known = path === '/drain' || path === '/dead-letters';
    json(response, known ? 405 : 404, { error: known ? `${request.method} is not allowed on ${path}` : 'Not found' });
  }

  // Port 0: the system picks a free one when binding, so no other process can take it first.
  const server = await listen((request, response) => void handle(request, response), 0);
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { url: `http://${LOCAL_HOST}:${port}`, stop: () => closeHttpServer(server) };
}
