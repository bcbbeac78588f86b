/**
 * The commands the docs and the workflows tell people (and CI) to run, read and checked by simple rules
 * (issue 42: every command of the runbook exists in package.json or the AWS CLI). Used by
 * ./doc-commands.test.ts (fenced shell blocks and inline commands of docs/*.md and README.md) and
 * ./workflows.test.ts (the `run:` steps of .github/).
 *
 * - `npm run <script>` (and `npm start`, `npm test`): the script is in the root package.json, or with
 *   `-w <workspace>` / `--workspace <workspace>` in that workspace's package.json.
 * - `npx <tool>`: the tool is a binary the repository installs (node_modules/.bin); `npx cdk <command>`
 *   names a CDK CLI command; `npx tsx <file>` names a file that exists.
 * - `aws <service> <operation>`: both kebab-case (the CLI's spelling, never the API's CamelCase), every
 *   option `--kebab-case`; `aws <service> wait <waiter>`; for a service whose SDK client the repository
 *   installs, the operation is one of its commands.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface Command {
  /** The words of one simple command, environment assignments and `$ ` prompt removed. */
  words: string[];
  /** Where it was found (file and line), for the failure message. */
  where: string;
}

const SHELL_LANGUAGES = new Set(['sh', 'bash', 'shell', 'console', 'zsh']);

/** The fenced shell blocks of a Markdown file, each with the line its first command is on. */
export function shellBlocks(markdown: string): { line: number; text: string }[] {
  const blocks: { line: number; text: string }[] = [];
  const lines = markdown.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const open = /^\s*(`{3,}|~{3,})\s*([\w-]*)/.exec(lines[i] ?? '');
    if (!open?.[1]) continue;
    const fence = open[1];
    const start = i + 1;
    let end = start;
    while (end < lines.length && !(lines[end] ?? '').trim().startsWith(fence)) end++;
    if (SHELL_LANGUAGES.has((open[2] ?? '').toLowerCase())) {
      blocks.push({ line: start + 1, text: lines.slice(start, end).join('\n') });
    }
    i = end;
  }
  return blocks;
}

/**
 * The inline code spans of a Markdown file (outside fenced blocks; a span may wrap onto the next line)
 * that are commands of npm, npx or aws.
 */
export function inlineCommands(markdown: string): { line: number; text: string }[] {
  let fenced = false;
  const prose = markdown
    .split('\n')
    .map((line) => {
      const fence = /^\s*(`{3,}|~{3,})/.test(line);
      if (fence) fenced = !fenced;
      return fence || fenced ? '' : line;
    })
    .join('\n');
  const found: { line: number; text: string }[] = [];
  for (const match of prose.matchAll(/`([^`]+)`/g)) {
    const text = onePlaceholderWord((match[1] ?? '').replace(/\s*\n\s*/g, ' '));
    if (/^(?:[A-Z_][A-Z0-9_]*=\S*\s+)*(?:npm|npx|aws)\s/.test(text)) {
      found.push({ line: prose.slice(0, match.index).split('\n').length, text });
    }
  }
  return found;
}

/** A placeholder such as `<stage profile>` is one word, as the value that replaces it will be. */
const onePlaceholderWord = (text: string) => text.replace(/<[^<>\n]*>/g, (found) => found.replace(/\s+/g, '_'));

/** Splits shell text into simple commands: joins `\` continuations, drops comments, splits on `&&`, `||`, `;`, `|`. */
export function commandsOf(text: string, where: (offset: number) => string): Command[] {
  const commands: Command[] = [];
  const logical: { line: number; text: string }[] = [];
  onePlaceholderWord(text)
    .split('\n')
    .forEach((raw, index) => {
      const previous = logical.at(-1);
      if (previous?.text.endsWith('\\')) previous.text = `${previous.text.slice(0, -1)} ${raw.trim()}`;
      else logical.push({ line: index, text: raw });
    });
  for (const { line, text: source } of logical) {
    const withoutComment = source.replace(/(^|\s)#.*$/, '');
    for (const part of withoutComment.split(/&&|\|\||;|\|/)) {
      const words = part
        .trim()
        .replace(/^\$\s+/, '')
        .split(/\s+/)
        .filter(Boolean);
      while (words[0] && /^[A-Za-z_][A-Za-z0-9_]*=/.test(words[0])) words.shift();
      if (words.length > 0) commands.push({ words, where: where(line) });
    }
  }
  return commands;
}

interface PackageJson {
  scripts?: Record<string, string>;
  workspaces?: string[];
}

const readJson = (path: string): PackageJson => JSON.parse(readFileSync(path, 'utf8')) as PackageJson;

/** Known CDK CLI commands (`cdk --help`). */
const CDK_COMMANDS = new Set([
  'list',
  'ls',
  'synth',
  'synthesize',
  'bootstrap',
  'gc',
  'deploy',
  'rollback',
  'import',
  'watch',
  'destroy',
  'diff',
  'drift',
  'metadata',
  'acknowledge',
  'notices',
  'init',
  'migrate',
  'context',
  'docs',
  'doctor',
  'refactor',
  'flags',
]);

/** The AWS CLI's high-level S3 commands, which are not API operations. */
const S3_COMMANDS = new Set(['cp', 'ls', 'mb', 'mv', 'presign', 'rb', 'rm', 'sync', 'website']);

/** The SDK client package of a CLI service name, where it differs from `client-<service>`. */
const SDK_CLIENT_OF: Record<string, string> = { s3api: 'client-s3', 'cognito-idp': 'client-cognito-identity-provider' };

const kebab = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const PLACEHOLDER = /^(?:…|\.\.\.|<[^>]*>)$/;

export class CommandChecker {
  private readonly root: PackageJson;
  private readonly workspaces: Map<string, PackageJson>;

  constructor(private readonly repoRoot: string) {
    this.root = readJson(join(repoRoot, 'package.json'));
    this.workspaces = new Map(
      (this.root.workspaces ?? []).map((name) => [name, readJson(join(repoRoot, name, 'package.json'))]),
    );
  }

  /** What is wrong with one command, or nothing; commands of other programs are not checked. */
  problems(command: Command): string[] {
    const [program, ...args] = command.words;
    const at = (message: string) => `${command.where}: \`${command.words.join(' ')}\`: ${message}`;
    if (program === 'npm') return this.npm(args).map(at);
    if (program === 'npx') return this.npx(args).map(at);
    if (program === 'aws') return this.aws(args).map(at);
    return [];
  }

  private npm(args: string[]): string[] {
    let workspace: string | undefined;
    const rest: string[] = [];
    for (let i = 0; i < args.length; i++) {
      const arg = args[i] ?? '';
      if (arg === '--') {
        break;
      }
      if (arg === '-w' || arg === '--workspace') workspace = args[++i];
      else if (arg.startsWith('--workspace=')) workspace = arg.slice('--workspace='.length);
      else rest.push(arg);
    }
    const [verb, script] = rest;
    const name =
      verb === 'run' || verb === 'run-script' ? script : verb === 'start' || verb === 'test' ? verb : undefined;
    if (name === undefined) return verb === 'run' ? ['names no script'] : [];
    // `npm run …` or `npm run <script>` in prose names no particular script.
    if (PLACEHOLDER.test(name)) return [];
    if (workspace !== undefined) {
      const found = this.workspaces.get(workspace.replace(/\/$/, ''));
      if (!found) return [`there is no workspace ${workspace} (package.json "workspaces")`];
      return found.scripts?.[name] ? [] : [`${workspace}/package.json has no script "${name}"`];
    }
    return this.root.scripts?.[name] ? [] : [`package.json has no script "${name}"`];
  }

  private npx(args: string[]): string[] {
    const words = args.filter((arg) => arg !== '--no-install' && arg !== '--yes' && arg !== '-y');
    const [tool, sub] = words;
    if (!tool || tool.startsWith('-')) return ['names no tool'];
    if (!existsSync(join(this.repoRoot, 'node_modules/.bin', tool))) {
      return [`${tool} is not a binary the repository installs (node_modules/.bin)`];
    }
    if (tool === 'cdk' && (!sub || !CDK_COMMANDS.has(sub))) return [`"${sub ?? ''}" is not a CDK CLI command`];
    if (tool === 'tsx' && sub && !sub.startsWith('-') && !existsSync(join(this.repoRoot, sub))) {
      return [`${sub} does not exist`];
    }
    return [];
  }

  private aws(args: string[]): string[] {
    const [service, operation, ...rest] = args;
    if (!service || !kebab.test(service)) return [`"${service ?? ''}" is not an AWS CLI service name (kebab-case)`];
    if (!operation || !kebab.test(operation)) {
      return [`"${operation ?? ''}" is not an AWS CLI operation (kebab-case, e.g. get-secret-value)`];
    }
    const problems: string[] = [];
    const options = rest.filter((word) => word.startsWith('-'));
    for (const option of options) {
      if (!/^--[a-z0-9]+(?:-[a-z0-9]+)*(=.*)?$/.test(option)) problems.push(`option ${option} is not --kebab-case`);
    }
    if (operation === 'wait') {
      if (!rest[0] || !kebab.test(rest[0])) problems.push('`wait` names no waiter');
      return problems;
    }
    if (service === 's3') {
      if (!S3_COMMANDS.has(operation)) problems.push(`"${operation}" is not an aws s3 command`);
      return problems;
    }
    const client = join(this.repoRoot, 'node_modules/@aws-sdk', SDK_CLIENT_OF[service] ?? `client-${service}`);
    const commands = join(client, 'dist-types/commands');
    if (existsSync(commands)) {
      const pascal = operation.replace(/(^|-)([a-z0-9])/g, (_match, _dash, letter: string) => letter.toUpperCase());
      const known = new Set(readdirSync(commands).map((file) => file.replace(/Command\.d\.ts$/, '').toLowerCase()));
      if (!known.has(pascal.toLowerCase())) problems.push(`${service} has no operation ${operation}`);
    }
    return problems;
  }
}
