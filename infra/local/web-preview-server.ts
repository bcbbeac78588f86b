/**
 * The production build of the web app served by `vite preview`, in this process: the prerendered pages
 * and hashed assets as CloudFront serves them (web/vite.config.ts answers page addresses the same way),
 * `/api` proxied to the local gateway, and `/config.json` naming the local user pool, as the CDK site
 * stack writes it in AWS. The end-to-end tests run against it: pages load as in production (one
 * request per chunk, no on-the-fly transforms) and the tests exercise the build users get.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { WEB_ROOT } from './paths';
import type { WebDevServer } from './web-dev-server';

export async function startWebPreviewServer(options: {
  port: number;
  distDir: string;
  apiUrl: string;
  cognitoEndpoint: string;
  userPoolId: string;
  userPoolClientId: string;
}): Promise<WebDevServer> {
  writeFileSync(
    join(options.distDir, 'config.json'),
    JSON.stringify({
      userPoolId: options.userPoolId,
      userPoolClientId: options.userPoolClientId,
      userPoolEndpoint: options.cognitoEndpoint,
      // cognito-local has no SRP (docs/architecture.md, "The local stack").
      authFlow: 'USER_PASSWORD_AUTH',
    }),
  );
  // Read by web/vite.config.ts when the preview server is created: where the build is, where /api
  // goes, and the emulators' addresses for the Content-Security-Policy's connect-src.
  process.env.WEB_DIST_DIR = options.distDir;
  process.env.LUNIA_API_PROXY = options.apiUrl;
  process.env.VITE_COGNITO_ENDPOINT = options.cognitoEndpoint;
  const { preview } = await import('vite');
  const server = await preview({
    configFile: join(WEB_ROOT, 'vite.config.ts'),
    root: WEB_ROOT,
    preview: { port: options.port, strictPort: true, host: '127.0.0.1' },
    clearScreen: false,
  });
  return {
    url: `http://127.0.0.1:${options.port}/`,
    stop: () =>
      new Promise<void>((resolve, reject) => server.httpServer.close((error) => (error ? reject(error) : resolve()))),
  };
}
