import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../lib/app-config';
import { createApp } from '../lib/create-app';
import { addLuniaStacks } from '../lib/lunia-app';
import { TEST_STAGE_CONTEXT } from './stage-context';

/**
 * `npm run synth` runs cdk-nag (AwsSolutions + HIPAA) and CDK's template validation; a finding that is
 * neither fixed nor acknowledged with a reason fails the synth. This keeps that true on every change.
 */
describe('synth with validation', () => {
  it('has no unacknowledged cdk-nag finding', () => {
    process.env.CDK_VALIDATION = 'true';
    const workDir = mkdtempSync(join(tmpdir(), 'lunia-nag-'));
    const app = createApp({ outdir: join(workDir, 'cdk.out'), context: TEST_STAGE_CONTEXT });
    const config = readConfig(app, { validation: true, webDistDir: join(workDir, 'no-web-build') });
    addLuniaStacks(app, config, { code: () => lambda.Code.fromInline('export const handler = async () => ({});') });
    expect(() => app.synth()).not.toThrow();
  });
});
