/** A Lunia app of the test stage with stub function code, for checks that add a stack of their own beside it. */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { App } from 'aws-cdk-lib';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { type LuniaConfig, readConfig } from '../lib/app-config';
import { createApp } from '../lib/create-app';
import { addLuniaStacks, type LuniaStacks } from '../lib/lunia-app';
import { TEST_STAGE_CONTEXT } from './stage-context';

export const stubCode = () => lambda.Code.fromInline('export const handler = async () => ({});');

/** The app, its config and its stacks, not yet synthesized: a test may add a stack of its own beside them. */
export function stubbedLunia(overrides: Partial<LuniaConfig> = {}): {
  app: App;
  config: LuniaConfig;
  stacks: LuniaStacks;
} {
  process.env.CDK_VALIDATION = 'false';
  const app = createApp({ outdir: mkdtempSync(join(tmpdir(), 'lunia-hardening-')), context: TEST_STAGE_CONTEXT });
  const config = readConfig(app, { validation: false, webDistDir: '/nonexistent', ...overrides });
  return { app, config, stacks: addLuniaStacks(app, config, { code: stubCode }) };
}
