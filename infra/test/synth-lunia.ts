/**
 * Synthesizes the whole app the way `cdk synth` does, for template tests: real function bundles
 * (built into the run's temporary folder, ./temporary-folder.ts, so tests never touch functions/dist
 * or race each other), no web build (the site deployment is tested separately), and validation off
 * for speed.
 */
import { join } from 'node:path';
import type { Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll } from 'vitest';
import { buildFunctions } from '../../functions/build';
import { readConfig } from '../lib/app-config';
import { createApp } from '../lib/create-app';
import { addLuniaStacks, type LuniaStacks } from '../lib/lunia-app';
import { TEST_STAGE_CONTEXT } from './stage-context';
import { temporaryFolder } from './temporary-folder';

export interface SynthesizedLunia {
  stacks: LuniaStacks;
  /** The bundles over their budget, which would fail `npm run synth` and `npm run deploy` (functions/build.ts). */
  overBudget: { handler: string; kilobytes: number }[];
  template: (stack: Stack) => Template;
}

let shared: Promise<SynthesizedLunia> | undefined;

/**
 * The one synthesized app every template suite reads (infra/test/templates.test.ts imports them all,
 * so they share this module): the synth is the slow part, its templates are read-only.
 */
export function sharedLunia(): Promise<SynthesizedLunia> {
  shared ??= synthesizeLunia();
  return shared;
}

async function synthesizeLunia(): Promise<SynthesizedLunia> {
  // CDK's own template validator reads this at synth time; cdk-nag is off through the config.
  process.env.CDK_VALIDATION = 'false';
  const workDir = temporaryFolder('lunia-infra-test-');
  const { outDir, overBudget } = await buildFunctions({
    outDir: join(workDir, 'functions'),
    log: false,
    sourceMaps: false,
  });
  const app = createApp({ outdir: join(workDir, 'cdk.out'), context: TEST_STAGE_CONTEXT });
  const config = readConfig(app, {
    validation: false,
    functionsDistDir: outDir,
    webDistDir: join(workDir, 'no-web-build'),
  });
  const stacks = addLuniaStacks(app, config);
  app.synth();
  const templates = new Map<Stack, Template>();
  return {
    stacks,
    overBudget: overBudget.map((fn) => ({ handler: fn.handler, kilobytes: Math.round(fn.bytes / 102.4) / 10 })),
    template: (stack) => {
      let template = templates.get(stack);
      if (!template) {
        template = Template.fromStack(stack);
        templates.set(stack, template);
      }
      return template;
    },
  };
}

/** The shared synth with its data and events templates, filled in by a `beforeAll` this registers. */
export function sharedDataAndEvents(): { lunia: SynthesizedLunia; data: Template; events: Template } {
  const shared = {} as { lunia: SynthesizedLunia; data: Template; events: Template };
  beforeAll(async () => {
    shared.lunia = await sharedLunia();
    shared.data = shared.lunia.template(shared.lunia.stacks.data);
    shared.events = shared.lunia.template(shared.lunia.stacks.events);
  });
  return shared;
}

/** Every stack of a stage but the edge stack (made only when the app lives outside us-east-1), with the backup copy's when there is one. */
export const stageStacks = (stacks: LuniaStacks): Stack[] => [
  stacks.alarms,
  stacks.data,
  stacks.auth,
  stacks.events,
  stacks.api,
  ...stacks.apiRoutes.values(),
  stacks.apiStage,
  stacks.site,
  stacks.dashboard,
  ...(stacks.backupCopy ? [stacks.backupCopy] : []),
];

/** The resources of one type in a template, as [logicalId, resource] pairs. */
export function resourcesOfType(
  template: Template,
  type: string,
): [string, { Properties?: Record<string, unknown> }][] {
  return Object.entries(template.findResources(type)) as [string, { Properties?: Record<string, unknown> }][];
}

/** Every action in every statement of a policy document. */
export function actionsOf(policyDocument: unknown): string[] {
  const statements = (policyDocument as { Statement?: { Action: string | string[] }[] }).Statement ?? [];
  return statements.flatMap((statement) => (Array.isArray(statement.Action) ? statement.Action : [statement.Action]));
}

/** Every IAM action the managed policies of one function (its logical id's prefix) grant in a template. */
export function policyActionsOf(template: Template, functionId: string): string[] {
  return resourcesOfType(template, 'AWS::IAM::ManagedPolicy')
    .filter(([id]) => id.startsWith(functionId))
    .flatMap(([, policy]) => actionsOf(policy.Properties?.PolicyDocument));
}
