/** A Lunia app of the test stage with stub function code, for checks that add a stack of their own beside it. */
import type { App, Stack } from 'aws-cdk-lib';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { type LuniaConfig, readConfig } from '../lib/app-config';
import { addLuniaStacks, type LuniaStacks } from '../lib/lunia-app';
import { TEST_STAGE_CONTEXT } from './stage-context';
import { appInTemporaryFolder } from './temporary-folder';

export const stubCode = () => lambda.Code.fromInline('export const handler = async () => ({});');

/** The app, its config and its stacks, not yet synthesized: a test may add a stack of its own beside them. */
export function stubbedLunia(overrides: Partial<LuniaConfig> = {}): {
  app: App;
  config: LuniaConfig;
  stacks: LuniaStacks;
} {
  process.env.CDK_VALIDATION = 'false';
  const app = appInTemporaryFolder(TEST_STAGE_CONTEXT);
  const config = readConfig(app, { validation: false, webDistDir: '/nonexistent', ...overrides });
  return { app, config, stacks: addLuniaStacks(app, config, { code: stubCode }) };
}

type StubbedLunia = ReturnType<typeof stubbedLunia>;

const besideAdders: ((lunia: StubbedLunia) => Stack)[] = [];
let beside: { lunia: StubbedLunia; stacks: Stack[] } | undefined;

/**
 * A stack of a check's own beside one stubbed app that every such check shares: each registers its
 * stack while the suites are collected, and the app with all of them is made, and synthesized once,
 * when the first check reads it (an app takes no stack after its synth; one app instead of one each
 * saves a synth of the whole app per check). Returns the app and this check's stack.
 */
export function besideStubbedLunia<S extends Stack>(
  add: (lunia: StubbedLunia) => S,
): () => { lunia: StubbedLunia; stack: S } {
  if (beside)
    throw new Error('besideStubbedLunia(): register while the suites are collected, before a check reads the app');
  const index = besideAdders.push(add) - 1;
  return () => {
    if (!beside) {
      const lunia = stubbedLunia();
      beside = { lunia, stacks: besideAdders.map((adder) => adder(lunia)) };
    }
    return { lunia: beside.lunia, stack: beside.stacks[index] as S };
  };
}
