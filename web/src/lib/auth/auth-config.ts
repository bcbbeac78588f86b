/**
 * Where the user pool is. The local stack builds the web with `VITE_*` variables (cognito-local's
 * endpoint and the password flow, since it has no SRP). The AWS build carries none: the CDK site
 * stack writes `/config.json` beside `index.html`, read once at run time, so one build serves any
 * stack and the pool ids are not baked into the bundle.
 */
import * as z from 'zod/mini';
import { DEFAULT_INACTIVITY_MINUTES } from './inactivity';

const authFlows = ['USER_SRP_AUTH', 'USER_PASSWORD_AUTH'] as const;

const inactivityMinutes = z.number().check(z.minimum(1), z.maximum(24 * 60));

const runtimeConfig = z.object({
  userPoolId: z.string().check(z.minLength(1)),
  userPoolClientId: z.string().check(z.minLength(1)),
  userPoolEndpoint: z.optional(z.string()),
  authFlow: z._default(z.enum(authFlows), 'USER_SRP_AUTH'),
  /** Automatic sign-out after this many minutes without activity (issue 25); a stage may set its own. */
  inactivitySignOutMinutes: z._default(
    z.object({ admin: inactivityMinutes, user: inactivityMinutes }),
    DEFAULT_INACTIVITY_MINUTES,
  ),
});

export type AuthConfig = z.output<typeof runtimeConfig>;

export const RUNTIME_CONFIG_PATH = '/config.json';

function configFromBuildEnv(): AuthConfig | null {
  const env = import.meta.env;
  const userPoolId = env.VITE_USER_POOL_ID as string | undefined;
  const userPoolClientId = env.VITE_USER_POOL_CLIENT_ID as string | undefined;
  if (!userPoolId || !userPoolClientId) return null;
  const endpoint = env.VITE_COGNITO_ENDPOINT as string | undefined;
  const flow = env.VITE_AUTH_FLOW as string | undefined;
  return runtimeConfig.parse({
    userPoolId,
    userPoolClientId,
    ...(endpoint ? { userPoolEndpoint: endpoint } : {}),
    ...(flow ? { authFlow: flow } : {}),
  });
}

export async function loadAuthConfig(): Promise<AuthConfig> {
  const fromEnv = configFromBuildEnv();
  if (fromEnv) return fromEnv;
  const response = await fetch(RUNTIME_CONFIG_PATH, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`The site configuration could not be loaded (${response.status})`);
  return runtimeConfig.parse(await response.json());
}
