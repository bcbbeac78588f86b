/**
 * The web app's Vite dev server, in this process. web/vite.config.ts proxies /api to the local
 * gateway (LUNIA_API_PROXY); the VITE_* variables point Amplify at the local user pool.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { WEB_ROOT } from './paths';

export interface WebDevServer {
  url: string;
  stop(): Promise<void>;
}

export async function startWebDevServer(options: {
  port: number;
  apiUrl: string;
  cognitoEndpoint: string;
  userPoolId: string;
  userPoolClientId: string;
  log: (line: string) => void;
}): Promise<WebDevServer | undefined> {
  const configFile = join(WEB_ROOT, 'vite.config.ts');
  if (!existsSync(configFile)) {
    options.log('web/vite.config.ts does not exist yet: the web dev server is not started.');
    return undefined;
  }
  process.env.LUNIA_API_PROXY = options.apiUrl;
  process.env.VITE_COGNITO_ENDPOINT = options.cognitoEndpoint;
  process.env.VITE_USER_POOL_ID = options.userPoolId;
  process.env.VITE_USER_POOL_CLIENT_ID = options.userPoolClientId;
  // cognito-local has no SRP (docs/architecture.md, "The local stack").
  process.env.VITE_AUTH_FLOW = 'USER_PASSWORD_AUTH';

  // Imported lazily: Vite is large and only needed when the web runs.
  const { createServer } = await import('vite');
  const server = await withoutProcessExitHooks(() =>
    createServer({
      configFile,
      root: WEB_ROOT,
      server: { port: options.port, strictPort: true, host: '127.0.0.1' },
      clearScreen: false,
    }),
  );
  await server.listen();
  return { url: `http://127.0.0.1:${options.port}/`, stop: () => server.close() };
}

/**
 * Vite's dev server exits the process on SIGTERM and when stdin ends (as under a test runner or
 * with stdin closed): that would skip our orderly shutdown of the emulators. The stack owns the
 * process lifecycle, so we remove the listeners Vite adds while it is created.
 */
async function withoutProcessExitHooks<T>(create: () => Promise<T>): Promise<T> {
  const sigtermBefore = new Set(process.listeners('SIGTERM'));
  const stdinEndBefore = new Set(process.stdin.listeners('end'));
  try {
    return await create();
  } finally {
    for (const listener of process.listeners('SIGTERM')) {
      if (!sigtermBefore.has(listener)) process.off('SIGTERM', listener);
    }
    for (const listener of process.stdin.listeners('end')) {
      if (!stdinEndBefore.has(listener)) process.stdin.off('end', listener as () => void);
    }
  }
}
