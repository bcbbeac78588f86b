/**
 * The App with the feature flags this code relies on, shared by bin/app.ts and the template tests so
 * both synthesize the same thing. The flags are CDK's recommended set for the installed aws-cdk-lib,
 * kept in cdk.json's context (which the CLI passes to the app, where it wins over these; `-c` wins over
 * both), except the overrides below, which cdk.json carries too. A test (infra/test/feature-flags.test.ts)
 * fails when aws-cdk-lib recommends a flag cdk.json lacks: after an upgrade, copy the new ones from
 * node_modules/aws-cdk-lib/recommended-feature-flags.json, run the template tests and read what changed.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { App, type AppProps } from 'aws-cdk-lib';
import { repoRoot } from './app-config';

/** Where this app deliberately differs from the recommended flags, with the reason. */
export const FEATURE_FLAG_OVERRIDES = {
  // Stacks of one app deployed together: exports protect producers from breaking consumers (the
  // recommended `weak` would let a producer change under a consumer).
  '@aws-cdk/core:defaultCrossStackReferences': 'strong',
};

export function cdkJsonContext(): Record<string, unknown> {
  const cdkJson = JSON.parse(readFileSync(join(repoRoot, 'cdk.json'), 'utf8')) as { context?: Record<string, unknown> };
  return cdkJson.context ?? {};
}

export function createApp(props: AppProps = {}): App {
  return new App({ ...props, context: { ...cdkJsonContext(), ...props.context } });
}
