import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Stack } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import { readConfig, repoRoot } from '../lib/app-config';
import { SiteCertificate } from '../lib/site-domain';
import { readStageFile, stageFilePath, stageSettings } from '../lib/stage-file';
import { SiteWebAcl } from '../lib/web-acl';
import { appInTemporaryFolder, temporaryFolder } from './temporary-folder';

/** Prod as a team fills in infra/stage-examples/prod.json, with the reserved .test names. */
const prodFile = () => readStageFile(join(repoRoot, 'infra/test/stages/prod.json'), repoRoot);
const keysOf = (value: unknown): string[] =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner).map((sub) => `${key}.${sub}`)])
    : [];

function writeStageFile(content: unknown): string {
  const path = join(temporaryFolder('lunia-stage-file-'), 'stage.json');
  writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content));
  return path;
}

describe('one file per stage (infra/stages/<stage>.json, issue 42)', () => {
  it.each(
    readdirSync(join(repoRoot, 'infra/stages')).map((file) => file.replace(/\.json$/, '')),
  )('the shipped stage file %s is valid', (stage) => {
    const file = readStageFile(stageFilePath(repoRoot, stage), repoRoot);
    expect(() => stageSettings(stage === 'preview' ? 'pr-1' : stage, file)).not.toThrow();
  });

  it.each([
    'prod',
    'staging',
  ])('the example stage file of %s is a template: refused until a team fills it in, with every key a filled-in one has', (stage) => {
    const example = () =>
      stageSettings(stage, readStageFile(join(repoRoot, 'infra/stage-examples', `${stage}.json`), repoRoot));
    expect(example).toThrow();
    const filled = readStageFile(join(repoRoot, 'infra/test/stages', `${stage}.json`), repoRoot);
    expect(() => stageSettings(stage, filled)).not.toThrow();
    const template = JSON.parse(readFileSync(join(repoRoot, 'infra/stage-examples', `${stage}.json`), 'utf8'));
    expect(keysOf(template).sort()).toEqual(keysOf(filled).sort());
  });

  it('prod pins its account and region and is served at its domain, with threat protection enforced', () => {
    const settings = stageSettings('prod', prodFile());
    expect(settings).toMatchObject({ account: '222222222222', region: 'us-east-1', threatProtection: 'enforced' });
    expect(settings.siteUrl).toBe('https://www.pharmacy.test');
    expect(settings.values.domain?.name).toBe('www.pharmacy.test');
  });

  it.each(['account', 'domain', 'siteOrigin'] as const)('prod without %s stops the synth', (key) => {
    const { [key]: _dropped, ...rest } = prodFile();
    expect(() => stageSettings('prod', rest as ReturnType<typeof prodFile>)).toThrow(
      `Stage prod needs ${key} in its stage file (infra/stages/prod.json).`,
    );
  });

  it('prod names a second region for its backup copies; a copy region equal to the stage’s is refused', () => {
    expect(stageSettings('prod', prodFile()).backupCopyRegion).toBe('us-west-2');
    expect(() => stageSettings('prod', { ...prodFile(), backupCopyRegion: 'us-east-1' })).toThrow(
      'Stage prod: backupCopyRegion must be another region than us-east-1',
    );
  });

  it('switches to a restored table only with that table’s own stream', () => {
    const table = {
      name: 'Lunia-prod-Table-20261129T0745Z',
      streamArn:
        'arn:aws:dynamodb:us-east-1:222222222222:table/Lunia-prod-Table-20261129T0745Z/stream/2026-11-29T09:01:02.345',
    };
    expect(stageSettings('prod', { ...prodFile(), table }).restoredTable).toEqual(table);
    expect(() =>
      stageSettings('prod', { ...prodFile(), table: { ...table, name: 'Lunia-prod-Table-20261128T0000Z' } }),
    ).toThrow('Stage prod: table.streamArn must be the stream of the table Lunia-prod-Table-20261128T0000Z.');
  });

  it('prod refuses to turn threat protection down', () => {
    expect(() => stageSettings('prod', { ...prodFile(), threatProtection: 'audit' })).toThrow(
      'Stage prod keeps Cognito threat protection enforced',
    );
  });

  it.each([
    ['an unknown key', { region: 'us-east-1', alarmEmail: 'none', mailfrom: 'x' }, 'unknown key(s) mailfrom'],
    ['no region', { alarmEmail: 'none' }, 'region'],
    ['a region that is none', { region: 'Virginia', alarmEmail: 'none' }, 'region must be an AWS region'],
    [
      'an account that is none',
      { region: 'us-east-1', alarmEmail: 'none', account: '12' },
      'account must be a 12-digit',
    ],
    ['no alarm e-mail decision', { region: 'us-east-1' }, 'alarmEmail'],
    ['a file that is no JSON', '{ region', 'is not JSON'],
  ])('refuses a stage file with %s', (_case, content, message) => {
    expect(() => readStageFile(writeStageFile(content), repoRoot)).toThrow(message);
  });

  it('validates the values with the stage schema', () => {
    const path = writeStageFile({ region: 'us-east-1', alarmEmail: 'none', companyInbox: 'hello' });
    expect(() => stageSettings('staging', readStageFile(path, repoRoot))).toThrow(
      'companyInbox must be an e-mail address',
    );
  });

  it('a stage without a file stops the synth, saying where its file goes', () => {
    const app = appInTemporaryFolder({ stage: 'pr-7' });
    expect(() => readConfig(app)).toThrow('No stage file infra/stages/pr-7.json');
    const preview = appInTemporaryFolder({ stage: 'pr-7', stageFile: 'infra/stages/preview.json' });
    expect(readConfig(preview)).toMatchObject({ stage: 'pr-7', region: 'us-east-1', logRetentionDays: 7 });
  });

  it('refuses the retired -c values instead of ignoring them', () => {
    const app = appInTemporaryFolder({ stage: 'dev', mailFrom: 'Lunia <no-reply@lunia.test>', region: 'eu-west-1' });
    expect(() => readConfig(app)).toThrow("-c mailFrom, -c region: a stage's values live in its file");
  });

  it.each([
    ['the WAF', (stack: Stack) => new SiteWebAcl(stack, 'Firewall', { routes: [] })],
    [
      'the certificate',
      (stack: Stack) =>
        new SiteCertificate(stack, 'Domain', {
          name: 'www.lunia.test',
          hostedZoneId: 'Z0123456789',
          hostedZoneName: 'lunia.test',
        }),
    ],
  ])('refuses to synthesize %s for CloudFront outside us-east-1', (_what, build) => {
    const app = appInTemporaryFolder();
    expect(() => build(new Stack(app, 'Elsewhere', { env: { region: 'eu-west-1' } }))).toThrow(
      'which takes it from us-east-1 only',
    );
    expect(() => build(new Stack(app, 'East', { env: { region: 'us-east-1' } }))).not.toThrow();
  });
});
