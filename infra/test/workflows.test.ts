/**
 * Issue 42, the deploy pipeline (.github/; docs/decisions/0138-deploy-pipeline-and-release-tags.md): every
 * workflow and action is valid for GitHub's schema (SchemaStore's github-workflow and github-action
 * schemas, bundled offline by @action-validator/core), and keeps our own rules: AWS only through GitHub's
 * OIDC token and a role named by a variable (no stored keys), the permission to ask for that token
 * where it is used, prod only in the `production` environment (its required reviewers are the manual
 * approval), one deploy per stage at a time, Node of the repository's major, and npm scripts that exist.
 * CHANGELOG.md keeps the Keep a Changelog form the release job reads.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { validateAction, validateWorkflow } from '@action-validator/core';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { repoRoot } from '../lib/app-config';
import { CommandChecker, commandsOf } from './shell-commands';

type Step = { uses?: string; run?: string; with?: Record<string, string>; env?: Record<string, string> };
type Job = {
  uses?: string;
  with?: Record<string, string>;
  permissions?: Record<string, string> | string;
  environment?: string | { name: string };
  concurrency?: { group: string; 'cancel-in-progress'?: boolean };
  container?: string | { image: string };
  steps?: Step[];
};
type Workflow = {
  on: Record<string, { inputs?: Record<string, { options?: string[] }> } | null>;
  permissions?: Record<string, string>;
  jobs: Record<string, Job>;
};

const WORKFLOWS = readdirSync(join(repoRoot, '.github/workflows'))
  .filter((file) => /\.ya?ml$/.test(file))
  .map((file) => `.github/workflows/${file}`);
const ACTIONS = readdirSync(join(repoRoot, '.github/actions')).map((name) => `.github/actions/${name}/action.yml`);
const read = (file: string) => readFileSync(join(repoRoot, file), 'utf8');
const workflows = new Map(WORKFLOWS.map((file) => [file, parse(read(file)) as Workflow]));
const actionSteps = new Map(
  ACTIONS.map((file) => [
    `./${file.replace(/\/action\.yml$/, '')}`,
    (parse(read(file)) as { runs: { steps: Step[] } }).runs.steps,
  ]),
);

/** Every job's steps, a local composite action's steps counted as the job's own. */
const stepsOf = (job: Job): Step[] =>
  (job.steps ?? []).flatMap((step) => [step, ...(step.uses ? (actionSteps.get(step.uses) ?? []) : [])]);
const jobs = [...workflows].flatMap(([file, workflow]) =>
  Object.entries(workflow.jobs).map(([name, job]) => ({ file, name, job })),
);
const environmentOf = (job: Job) => (typeof job.environment === 'string' ? job.environment : job.environment?.name);
const DEPLOY_STAGE = './.github/workflows/deploy-stage.yml';
const CONFIGURE_AWS = 'aws-actions/configure-aws-credentials';
/** A GitHub expression as the YAML spells it. */
const gh = (expression: string) => `\${{ ${expression} }}`;

describe('GitHub workflows (issue 42)', () => {
  it.each(WORKFLOWS)('%s is valid for the GitHub workflow schema', (file) => {
    expect(validateWorkflow(read(file)).errors).toEqual([]);
  });

  it.each(ACTIONS)('%s is valid for the GitHub action schema', (file) => {
    expect(validateAction(read(file)).errors).toEqual([]);
  });

  it('the schema check fails on what GitHub would refuse (a misspelt key, an unknown trigger)', () => {
    const base = read('.github/workflows/test.yml');
    expect(validateWorkflow(base.replace('timeout-minutes:', 'timeout-minute:')).errors).not.toEqual([]);
    expect(validateWorkflow(base.replace('workflow_call:', 'workflow_calls:')).errors).not.toEqual([]);
  });

  it('reaches AWS only with an OIDC role named by a variable: no access keys, no AWS secrets', () => {
    for (const file of [...WORKFLOWS, ...ACTIONS]) {
      const text = read(file);
      expect(text, file).not.toMatch(/aws-access-key-id|aws-secret-access-key|aws-session-token|AKIA[0-9A-Z]{16}/);
      expect(text, file).not.toMatch(/secrets\.AWS/i);
    }
    const configures = jobs.flatMap(({ job }) =>
      stepsOf(job).filter((step) => step.uses?.startsWith(`${CONFIGURE_AWS}@`)),
    );
    expect(configures.length).toBeGreaterThan(0);
    for (const step of configures) expect(step.with?.['role-to-assume']).toMatch(/^\$\{\{ vars\.[A-Z_]+ \}\}$/);
  });

  it('asks for the OIDC token (id-token: write) in every job that assumes a role, and in every caller of one', () => {
    for (const { file, name, job } of jobs) {
      const assumes =
        stepsOf(job).some((step) => step.uses?.startsWith(`${CONFIGURE_AWS}@`)) || job.uses === DEPLOY_STAGE;
      const permissions = typeof job.permissions === 'object' ? job.permissions : {};
      expect(permissions['id-token'] === 'write', `${file} ${name}`).toBe(assumes);
    }
    for (const [file, workflow] of workflows) expect(workflow.permissions, file).toEqual({ contents: 'read' });
  });

  it('deploys only in the deploy job, in the stage’s environment: prod in `production`, one deploy per stage at a time', () => {
    const deploying = jobs.filter(({ job }) =>
      stepsOf(job).some((step) => /npm run deploy|cdk deploy/.test(step.run ?? '')),
    );
    expect(deploying.map(({ file, name }) => `${file} ${name}`)).toEqual(['.github/workflows/deploy-stage.yml deploy']);
    const deploy = deploying[0]?.job as Job;
    expect(environmentOf(deploy)).toBe(gh('inputs.environment'));
    expect(deploy.concurrency).toEqual({ group: `deploy-${gh('inputs.stage')}`, 'cancel-in-progress': false });
    const callers = jobs.filter(({ job }) => job.uses === DEPLOY_STAGE);
    expect(callers.length).toBeGreaterThan(0);
    for (const { file, name, job } of callers) {
      const { stage, environment } = job.with ?? {};
      if (stage === 'prod' || stage === 'staging') {
        expect(environment, `${file} ${name}`).toBe(stage === 'prod' ? 'production' : 'staging');
      } else {
        // A stage chosen at dispatch: only staging or prod, each in its own environment.
        expect(stage, `${file} ${name}`).toBe(gh('inputs.stage'));
        expect(workflows.get(file)?.on.workflow_dispatch?.inputs?.stage?.options).toEqual(['staging', 'prod']);
        expect(environment).toBe(gh("inputs.stage == 'prod' && 'production' || 'staging'"));
      }
    }
  });

  it('runs prod after staging and its smoke test, and tags the release only after prod', () => {
    const release = workflows.get('.github/workflows/release.yml') as Workflow & {
      jobs: Record<string, { needs?: string }>;
    };
    expect(release.on).toHaveProperty('push');
    expect(release.jobs.staging?.needs).toBe('test');
    expect(release.jobs.prod?.needs).toBe('staging');
    expect(release.jobs.tag?.needs).toBe('prod');
    const deploySteps = stepsOf(workflows.get('.github/workflows/deploy-stage.yml')?.jobs.deploy as Job).map(
      (s) => s.run,
    );
    expect(deploySteps.indexOf(`npm run smoke -- --stage ${gh('inputs.stage')}`)).toBeGreaterThan(
      deploySteps.findIndex((run) => run?.startsWith('npm run deploy')),
    );
    const pullRequest = workflows.get('.github/workflows/pull-request.yml') as Workflow;
    expect(Object.keys(pullRequest.on)).toEqual(['pull_request']);
    expect(
      stepsOf(pullRequest.jobs['diff-staging'] as Job).some(
        (s) => s.run === 'npm run diff -- -c stage=staging --no-change-set',
      ),
    ).toBe(true);
  });

  it('tests in the Node major of the repository (the `node` dev dependency and engines)', () => {
    const pkg = JSON.parse(read('package.json')) as { engines: { node: string }; devDependencies: { node: string } };
    const major = (range: string) => /\d+/.exec(range)?.[0];
    const repoMajor = major(pkg.devDependencies.node);
    expect(major(pkg.engines.node)).toBe(repoMajor);
    const images = jobs.flatMap(({ job }) =>
      job.container ? [typeof job.container === 'string' ? job.container : job.container.image] : [],
    );
    expect(images).toEqual([`node:${repoMajor}-bookworm`]);
  });

  it('runs only npm scripts that exist, pins actions to a major version, and names local actions that exist', () => {
    const checker = new CommandChecker(repoRoot);
    const problems = jobs.flatMap(({ file, name, job }) =>
      stepsOf(job).flatMap((step) => {
        const found = commandsOf(step.run ?? '', () => `${file} ${name}`).flatMap((command) =>
          checker.problems(command),
        );
        const uses = step.uses ?? '';
        if (uses.startsWith('./'))
          return existsSync(join(repoRoot, uses)) ? found : [...found, `${uses} does not exist`];
        return uses && !/@(v\d+|[0-9a-f]{40})$/.test(uses)
          ? [...found, `${uses} is not pinned to a major version`]
          : found;
      }),
    );
    expect(problems).toEqual([]);
  });
});

describe('CHANGELOG.md (Keep a Changelog)', () => {
  const changelog = read('CHANGELOG.md');
  const headings = [...changelog.matchAll(/^## (.+)$/gm)].map((match) => match[1]);

  it('opens with Unreleased, then one section per release tag, newest first, each with its date', () => {
    expect(headings[0]).toBe('[Unreleased]');
    const releases = headings.slice(1);
    for (const heading of releases) expect(heading).toMatch(/^\[release-(\d{4}-\d{2}-\d{2})-[0-9a-f]{7}\] - \1$/);
    expect([...releases].sort().reverse()).toEqual(releases);
  });

  it('groups entries under the Keep a Changelog kinds only', () => {
    for (const [, kind] of changelog.matchAll(/^### (.+)$/gm)) {
      expect(['Added', 'Changed', 'Deprecated', 'Removed', 'Fixed', 'Security']).toContain(kind);
    }
  });
});
