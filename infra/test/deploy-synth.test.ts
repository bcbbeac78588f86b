/**
 * The documented deploy, synthesized (issue 42): for each shipped stage file (dev, staging, prod) the app
 * is built exactly as `npm run deploy -- -c stage=<stage>` builds it — the stage's file, cdk.json's
 * context, cdk-nag (AwsSolutions + HIPAA) and CDK's template validation on, and a web build present —
 * and the synth must leave no error and no unacknowledged warning in its validation report.
 *
 * Two differences, chosen for time and stated: the functions are a one-line inline stub instead of the
 * esbuild bundles (cdk-nag and the names below do not read function code), and the web build is a
 * minimal fake (./fake-web-build.ts) with what makes the site stack add every construct a real build
 * does (both bucket deployments, CDK's deployment handler and its log group, prerendered pages).
 *
 * The same three synths then show that stages coexist in one account: no physical name that must be
 * unique in an account (or an account and region) and no CloudFormation export appears in two stages.
 */
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../lib/app-config';
import { createApp } from '../lib/create-app';
import { addLuniaStacks } from '../lib/lunia-app';
import { writeFakeWebBuild } from './fake-web-build';
import { type CfnTemplate, literalName, sharedPhysicalNames, stagePhysicalNames } from './physical-names';

const DOCUMENTED_STAGES = ['dev', 'staging', 'prod'] as const;

interface Violation {
  ruleName: string;
  severity: string;
  violatingConstructs: { constructPath: string }[];
}

interface StageSynth {
  error?: string;
  violations: string[];
  templates: CfnTemplate[];
  siteNote: string;
}

const synths = new Map<string, StageSynth>();
const savedValidation = process.env.CDK_VALIDATION;

beforeAll(() => {
  process.env.CDK_VALIDATION = 'true';
  const workDir = mkdtempSync(join(tmpdir(), 'lunia-deploy-synth-'));
  const webDistDir = writeFakeWebBuild(join(workDir, 'web-dist'));
  for (const stage of DOCUMENTED_STAGES) {
    const outdir = join(workDir, `cdk.out-${stage}`);
    // What `cdk deploy -c stage=<stage>` hands the app: cdk.json's context and the stage.
    // Staging and prod read the team's infra/stages/<stage>.json with its own account and domain; here
    // a filled-in copy of infra/stage-examples/<stage>.json with test values (infra/test/stages/).
    const stageFile = stage === 'dev' ? {} : { stageFile: `infra/test/stages/${stage}.json` };
    const app = createApp({ outdir, context: { stage, ...stageFile } });
    const config = readConfig(app, { validation: true, webDistDir });
    const stacks = addLuniaStacks(app, config, {
      code: () => lambda.Code.fromInline('export const handler = async () => ({});'),
    });
    let error: string | undefined;
    let templates: CfnTemplate[] = [];
    try {
      const assembly = app.synth();
      templates = assembly.stacks.map((stack) => stack.template as CfnTemplate);
    } catch (caught) {
      error = (caught as Error).message;
    }
    // CDK writes the report only when a plugin or an annotation reports something.
    const reportPath = join(outdir, 'validation-report.json');
    const report = existsSync(reportPath)
      ? (JSON.parse(readFileSync(reportPath, 'utf8')) as {
          pluginReports: { pluginName: string; violations?: Violation[] }[];
        })
      : { pluginReports: [] };
    const violations = report.pluginReports.flatMap((plugin) =>
      (plugin.violations ?? [])
        .filter((violation) => violation.severity !== 'info')
        .map(
          (violation) =>
            `${violation.severity} ${violation.ruleName} at ${violation.violatingConstructs.map((c) => c.constructPath).join(', ')}`,
        ),
    );
    synths.set(stage, { ...(error ? { error } : {}), violations, templates, siteNote: stacks.site.deploymentNote });
  }
}, 600_000);

afterAll(() => {
  process.env.CDK_VALIDATION = savedValidation;
});

describe('npm run deploy, synthesized for each documented stage', () => {
  it.each(
    DOCUMENTED_STAGES,
  )('%s: deploys the web build and has no cdk-nag error or unacknowledged warning', (stage) => {
    const synth = synths.get(stage);
    expect(synth?.siteNote).toMatch(/^web build deployed from /);
    expect(synth?.violations).toEqual([]);
    expect(synth?.error).toBeUndefined();
    expect(synth?.templates.length).toBeGreaterThan(10);
  });

  it('the stages share no physical name and no export, so they deploy side by side in one account', () => {
    const byStage = DOCUMENTED_STAGES.map((stage) => stagePhysicalNames(stage, synths.get(stage)?.templates ?? []));
    // The check sees the names it must compare: CloudFront functions, the SES identity, log groups, the dashboard, exports.
    for (const names of byStage) {
      const kinds = new Set(names.map((name) => name.kind));
      for (const kind of [
        'AWS::CloudFront::Function',
        'AWS::SES::EmailIdentity',
        'AWS::Logs::LogGroup',
        'AWS::CloudWatch::Dashboard',
        'AWS::WAFv2::WebACL',
        'Export',
      ]) {
        expect(kinds, kind).toContain(kind);
      }
    }
    expect(sharedPhysicalNames(byStage)).toEqual([]);
  });

  it('Cognito threat protection follows the stage file: enforced on the Plus plan in prod, off in dev', () => {
    const userPool = (stage: string) =>
      (synths.get(stage)?.templates ?? [])
        .flatMap((template) => Object.values(template.Resources ?? {}))
        .find((resource) => resource.Type === 'AWS::Cognito::UserPool')?.Properties;
    expect(userPool('prod')).toMatchObject({
      UserPoolTier: 'PLUS',
      UserPoolAddOns: { AdvancedSecurityMode: 'ENFORCED' },
    });
    expect(userPool('staging')).toMatchObject({
      UserPoolTier: 'PLUS',
      UserPoolAddOns: { AdvancedSecurityMode: 'AUDIT' },
    });
    expect(userPool('dev')).toMatchObject({ UserPoolTier: 'ESSENTIALS' });
    expect(userPool('dev')?.UserPoolAddOns).toBeUndefined();
  });
});

describe('physical names', () => {
  it('a name built from literals and pseudo parameters is compared; one built from a resource is not', () => {
    expect(literalName('Lunia-dev-operations')).toBe('Lunia-dev-operations');
    expect(literalName({ 'Fn::Join': ['', [{ Ref: 'AWS::Region' }, 'LuniaSitePageRewrite']] })).toBe(
      '<AWS::Region>LuniaSitePageRewrite',
    );
    expect(literalName({ 'Fn::Join': ['', ['/aws/lambda/', { Ref: 'Fn1234' }]] })).toBeUndefined();
    const template = (name: unknown): CfnTemplate => ({
      Resources: { PageRewrite: { Type: 'AWS::CloudFront::Function', Properties: { Name: name } } },
    });
    const shared = { 'Fn::Join': ['', [{ Ref: 'AWS::Region' }, 'LuniaSitePageRewrite']] };
    expect(
      sharedPhysicalNames([
        stagePhysicalNames('dev', [template(shared)]),
        stagePhysicalNames('prod', [template(shared)]),
      ]),
    ).toEqual(['AWS::CloudFront::Function <AWS::Region>LuniaSitePageRewrite: dev (PageRewrite), prod (PageRewrite)']);
    expect(
      sharedPhysicalNames([
        stagePhysicalNames('dev', [template('Lunia-dev-Site-PageRewrite')]),
        stagePhysicalNames('prod', [template('Lunia-prod-Site-PageRewrite')]),
      ]),
    ).toEqual([]);
  });
});
