/**
 * SES stand-in: aws-ses-v2-local, in this process (it exports its server). Received mail is kept
 * in memory; GET /store returns it as JSON (tests read it), / is a mail viewer for people.
 * Do not use SendTemplatedEmail or VerifyEmailIdentity against it: they hang.
 */
import type { Server } from 'node:http';
import * as sesLocalModule from 'aws-ses-v2-local';
import { closeHttpServer } from './http-server';

type StartSesServer = (config?: { host?: string; port?: number }) => Promise<Server>;

/** The package is CommonJS with `exports.default`; depending on the loader we get either shape. */
function sesServerFactory(): StartSesServer {
  const candidate = sesLocalModule as unknown as { default: unknown };
  const inner = candidate.default as StartSesServer | { default: StartSesServer };
  return typeof inner === 'function' ? inner : inner.default;
}

export interface SesLocal {
  endpoint: string;
  viewerUrl: string;
  storeUrl: string;
  stop(): Promise<void>;
}

export async function startSesLocal(options: { port: number }): Promise<SesLocal> {
  const server = await sesServerFactory()({ host: '127.0.0.1', port: options.port });
  const endpoint = `http://127.0.0.1:${options.port}`;
  // The store lives in the module, so a stack restarted in the same process would see old mail.
  await fetch(`${endpoint}/clear-store`, { method: 'POST' });
  return {
    endpoint,
    viewerUrl: `${endpoint}/`,
    storeUrl: `${endpoint}/store`,
    stop: () => closeHttpServer(server),
  };
}
