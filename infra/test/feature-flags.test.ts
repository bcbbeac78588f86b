import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../lib/app-config';
import { cdkJsonContext, FEATURE_FLAG_OVERRIDES } from '../lib/create-app';

const recommended = JSON.parse(
  readFileSync(join(repoRoot, 'node_modules/aws-cdk-lib/recommended-feature-flags.json'), 'utf8'),
) as Record<string, unknown>;

describe('CDK feature flags (cdk.json)', () => {
  it('carries every flag the installed aws-cdk-lib recommends, at its recommended value or a stated override', () => {
    const context = cdkJsonContext();
    const expected = { ...recommended, ...FEATURE_FLAG_OVERRIDES };
    const wrong = Object.entries(expected).filter(
      ([flag, value]) => JSON.stringify(context[flag]) !== JSON.stringify(value),
    );
    expect(wrong).toEqual([]);
  });

  it('every override is a flag CDK knows', () => {
    expect(Object.keys(FEATURE_FLAG_OVERRIDES).filter((flag) => !(flag in recommended))).toEqual([]);
  });
});
