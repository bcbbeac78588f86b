/**
 * Issue 42: every command the docs give exists. The fenced shell blocks and the inline commands of
 * docs/*.md, README.md and CONTRIBUTING.md are read, and each `npm run` script, `npx` tool and `aws`
 * operation is checked by the rules of ./shell-commands.ts, so a renamed script or a mistyped AWS
 * command fails here before an operator follows it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../lib/app-config';
import { type Command, CommandChecker, commandsOf, inlineCommands, shellBlocks } from './shell-commands';

const DOCS = [
  'README.md',
  'CONTRIBUTING.md',
  ...readdirSync(join(repoRoot, 'docs'))
    .filter((file) => file.endsWith('.md'))
    .map((file) => `docs/${file}`),
];

function documentedCommands(file: string): Command[] {
  const markdown = readFileSync(join(repoRoot, file), 'utf8');
  return [
    ...shellBlocks(markdown).flatMap((block) => commandsOf(block.text, (offset) => `${file}:${block.line + offset}`)),
    ...inlineCommands(markdown).flatMap((span) => commandsOf(span.text, () => `${file}:${span.line}`)),
  ];
}

const checker = new CommandChecker(repoRoot);
const checkText = (text: string) =>
  commandsOf(text, (line) => `example:${line + 1}`).flatMap((c) => checker.problems(c));

describe('the commands the docs give (issue 42)', () => {
  it.each(DOCS)('every npm, npx and aws command of %s exists', (file) => {
    expect(documentedCommands(file).flatMap((command) => checker.problems(command))).toEqual([]);
  });

  it('reads the runbook: its deploy, smoke, first-admin, rotation and redrive commands are among those checked', () => {
    const scripts = new Set(
      documentedCommands('docs/deploy.md')
        .filter(({ words }) => words[0] === 'npm' && words[1] === 'run')
        .map(({ words }) => words[2]),
    );
    for (const script of ['deploy', 'synth', 'smoke', 'admin:create', 'secrets:rotate', 'ops:redrive']) {
      expect(scripts).toContain(script);
    }
  });

  it.each([
    ['npm run deplyo -- -c stage=prod', 'package.json has no script "deplyo"'],
    ['npm run build -w web && npm run lint -w web', 'web/package.json has no script "lint"'],
    ['npm run build --workspace=site', 'there is no workspace site'],
    ['X=1 npx cdk deploi --all', '"deploi" is not a CDK CLI command'],
    ['npx tsx infra/ops/nothing-here.ts', 'infra/ops/nothing-here.ts does not exist'],
    ['npx serverless deploy', 'serverless is not a binary the repository installs'],
    ['aws dynamodb RestoreTableToPointInTime --table-name t', 'is not an AWS CLI operation'],
    [
      'aws dynamodb restore-table-to-point-in-tme \\\n  --source-table-name t',
      'dynamodb has no operation restore-table-to-point-in-tme',
    ],
    ['aws sqs receive-message --queueUrl u', 'option --queueUrl is not --kebab-case'],
    ['aws s3 copy a b', '"copy" is not an aws s3 command'],
    ['aws Secretsmanager get-secret-value', 'is not an AWS CLI service name'],
    [
      'AWS_PROFILE=<stage profile> npm run admin:craete -- --stage <stage>',
      'package.json has no script "admin:craete"',
    ],
  ])('refuses `%s`', (text, message) => {
    const problems = checkText(text);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(message);
  });

  it.each([
    'npm run deploy -- -c stage=prod # the prod stack',
    'AWS_PROFILE=p AWS_REGION=us-east-1 npm run admin:create -- --stage prod --email a@b.test',
    'git checkout release-2026-11-29-abc1234 && npm ci && npm run deploy -- -c stage=prod',
    'npx cdk destroy --all -c stage=pr-42',
    'aws dynamodb describe-continuous-backups --table-name t',
    'aws cloudfront wait distribution-deployed --id E1',
    'aws sesv2 get-account',
  ])('accepts `%s`', (text) => {
    expect(checkText(text)).toEqual([]);
  });
});

describe('docs a reader can hold (issue 44)', () => {
  // docs/api.md is generated from the route manifest (npm run docs:api), one section per route.
  const GENERATED = new Set(['docs/api.md']);
  const markdownUnder = (folder: string): string[] =>
    readdirSync(join(repoRoot, folder), { withFileTypes: true }).flatMap((entry) => {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : markdownUnder(path);
      return entry.name.endsWith('.md') ? [path] : [];
    });

  it('no doc is over 600 lines but the generated API reference', () => {
    const long = [...DOCS, ...markdownUnder('docs').filter((file) => !DOCS.includes(file))]
      .filter((file) => !GENERATED.has(file))
      .map((file) => ({ file, lines: readFileSync(join(repoRoot, file), 'utf8').split('\n').length }))
      .filter(({ lines }) => lines > 600);
    expect(long).toEqual([]);
  });
});
