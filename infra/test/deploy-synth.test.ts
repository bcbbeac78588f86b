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
 * They also carry the site checks that need a web build, a custom domain or a region other than
 * us-east-1 (staging's test copy lives in eu-west-1, so its synth, cdk-nag included, has the edge stack
 * with the WebACL and the certificate): one synth each instead of one more per check.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineScriptHashes, inlineStyleHashes } from '../../web/content-security-policy';
import { readConfig } from '../lib/app-config';
import { createApp } from '../lib/create-app';
import { addLuniaStacks, type LuniaStacks } from '../lib/lunia-app';
import { writeFakeWebBuild } from './fake-web-build';
import { type CfnTemplate, literalName, sharedPhysicalNames, stagePhysicalNames } from './physical-names';
import { stubCode } from './stub-synth';
import { temporaryFolder } from './temporary-folder';

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
  stacks: LuniaStacks;
}

const synths = new Map<string, StageSynth>();
const savedValidation = process.env.CDK_VALIDATION;
let builtPage = '';

beforeAll(() => {
  process.env.CDK_VALIDATION = 'true';
  const workDir = temporaryFolder('lunia-deploy-synth-');
  const webDistDir = writeFakeWebBuild(join(workDir, 'web-dist'));
  builtPage = readFileSync(join(webDistDir, 'index.html'), 'utf8');
  for (const stage of DOCUMENTED_STAGES) {
    const outdir = join(workDir, `cdk.out-${stage}`);
    // What `cdk deploy -c stage=<stage>` hands the app: cdk.json's context and the stage.
    // Staging and prod read the team's infra/stages/<stage>.json with its own account and domain; here
    // a filled-in copy of infra/stage-examples/<stage>.json with test values (infra/test/stages/).
    const stageFile = stage === 'dev' ? {} : { stageFile: `infra/test/stages/${stage}.json` };
    const app = createApp({ outdir, context: { stage, ...stageFile } });
    const config = readConfig(app, { validation: true, webDistDir });
    const stacks = addLuniaStacks(app, config, { code: stubCode });
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
    synths.set(stage, { ...(error ? { error } : {}), violations, templates, stacks });
  }
}, 600_000);

afterAll(() => {
  // The files of the infra project share their worker (vitest.config.ts): put back what was there.
  if (savedValidation === undefined) delete process.env.CDK_VALIDATION;
  else process.env.CDK_VALIDATION = savedValidation;
});

describe('npm run deploy, synthesized for each documented stage', () => {
  it.each(
    DOCUMENTED_STAGES,
  )('%s: deploys the web build and has no cdk-nag error or unacknowledged warning', (stage) => {
    const synth = synths.get(stage);
    expect(synth?.stacks.site.deploymentNote).toMatch(/^web build deployed from /);
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

describe('the site of a documented stage', () => {
  const stacksOf = (stage: string) => synths.get(stage)?.stacks as LuniaStacks;

  it('hashes the inline scripts and styles of the build into the Content-Security-Policy', () => {
    const policy = JSON.stringify(
      Template.fromStack(stacksOf('dev').site).findResources('AWS::CloudFront::ResponseHeadersPolicy'),
    );
    expect(policy).toContain(`script-src 'self' ${inlineScriptHashes(builtPage)[0]}`);
    expect(policy).toContain(`style-src 'self' ${inlineStyleHashes(builtPage)[0]}`);
  });

  it('deploys the build with /config.json naming the user pool, for the SRP sign-in', () => {
    const site = Template.fromStack(stacksOf('dev').site);
    site.resourceCountIs('Custom::CDKBucketDeployment', 2);
    const markers = JSON.stringify(
      Object.values(site.findResources('Custom::CDKBucketDeployment')).map((r) => r.Properties.SourceMarkers),
    );
    expect(markers).toMatch(/UserPool/);
    expect(markers).toMatch(/WebClient/);
  });

  it('allows the custom domain from `siteOrigin` in the upload buckets’ CORS, beside the distribution’s', () => {
    const calls = JSON.stringify(Template.fromStack(stacksOf('staging').site).findResources('Custom::AWS'));
    expect(calls).toContain('https://staging.pharmacy.test');
  });

  it('puts the WebACL in a us-east-1 edge stack when the stage lives in another region, read by a weak cross-region reference', () => {
    const { edge, site } = stacksOf('staging');
    expect(edge?.region).toBe('us-east-1');
    expect(site.region).toBe('eu-west-1');
    const acls = Object.values(
      Template.fromStack(edge as NonNullable<typeof edge>).findResources('AWS::WAFv2::WebACL'),
    );
    expect(acls.map((acl) => acl.Properties.Scope)).toEqual(['CLOUDFRONT']);
    const otherSite = Template.fromStack(site);
    otherSite.resourceCountIs('AWS::WAFv2::WebACL', 0);
    otherSite.resourceCountIs('Custom::CrossRegionExportReader', 0);
    expect(Object.keys(otherSite.toJSON().Rules ?? {})).not.toContain('DeployedInUsEast1');
    expect(JSON.stringify(otherSite.toJSON().Resources)).toContain('Fn::GetStackOutput');
    // The documented stages in us-east-1 keep the WebACL in the site stack.
    expect(stacksOf('prod').edge).toBeUndefined();
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
