/**
 * Stand-in for `@aws-sdk/credential-provider-node`, swapped in by the esbuild alias in
 * functions/build.ts. Lambda hands a function its role credentials in the environment, so the SDK's
 * default chain (SSO, ini files, process, IMDS, ...) is dead weight: dropping it roughly halves a
 * bundle and its cold-start import time (docs/architecture.md, "Build, synth and budgets"). Locally
 * the handlers run from source, where the real default chain still applies.
 */
import { fromEnv } from '@aws-sdk/credential-provider-env';

type EnvProviderInit = Parameters<typeof fromEnv>[0];

/** Same name and call shape as the default provider the SDK clients import. */
export const defaultProvider = (init?: EnvProviderInit) => fromEnv(init);
