/**
 * Bundles every deployable Lambda in ONE esbuild call (~1 s for 60 entry points, where one esbuild
 * per function costs ~0.6 s each; docs/architecture.md, "Build, synth and budgets"). Each function
 * gets its own folder, `functions/dist/<handler>/index.mjs`, so the CDK app can point
 * `lambda.Code.fromAsset` at it.
 *
 * Which functions exist is derived, never listed: every implemented route of the manifest and every
 * implemented event consumer. Run with `npm run build:functions`; tests and the bench call
 * `buildFunctions()`.
 */
import { cp, mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { implementedRoutes } from '@lunia/shared/api/routes';
import { build, type Metafile } from 'esbuild';
import { compressedJsonPlugin } from './src/bundling/compressed-json';
import { stripRouteDocsPlugin } from './src/bundling/strip-route-docs';
import { eventHandlerEntries } from './src/events/manifest';

const functionsDir = dirname(fileURLToPath(import.meta.url));
const repoRoot = resolve(functionsDir, '..');

/**
 * Files a bundle reads from beside itself, by the source module that reads them: a function whose
 * bundle includes the module gets the folder (derived from esbuild's metafile, never listed by hand).
 */
const BUNDLE_ASSETS: { module: string; folder: string; from: string }[] = [
  {
    module: 'functions/src/views/binder-fonts.ts',
    folder: 'binder-fonts',
    from: join(functionsDir, 'assets', 'binder-fonts'),
  },
];

/**
 * Minified size above which the build fails: bundle size is cold-start time. LUNIA_BUNDLE_BUDGET_KB
 * raises it temporarily (say, to deploy while a size regression is being fixed) without a code change.
 */
export const BUNDLE_BUDGET_BYTES = Number(process.env.LUNIA_BUNDLE_BUDGET_KB || 296) * 1024;

/**
 * The few functions allowed more (docs/decisions/0020-bundle-budget-exceptions.md "Bundle budget exceptions"): the
 * payment provider's official SDK (~230 KB minified) in the three billing functions that call it, Powertools
 * batch + idempotency in the reminder worker, idempotency in the two mail workers (257 KB), and the
 * admin organizations list (256.2 KB: members, documents, payments and search in one function; to
 * trim with the DynamoDB client, not by splitting). Every queue consumer also carries zod/mini and
 * the queue message schemas (~27 KB) and Powertools batch (~6 KB): each record is validated before
 * any work (issue 23).
 */
const BUDGET_EXCEPTIONS_KB: Record<string, number> = {
  // 512.1 KB since the registration hash cost joined the one environment reader every function
  // carries (docs/decisions/0123-test-accounts-without-registration-round-trips.md).
  'billing/create-checkout-session': 516,
  // The catalogue-price state of issue 41 and the stage's manifest entries since: 520.3 KB measured.
  'billing/receive-payment-webhook': 528,
  'billing/create-billing-portal-session': 512,
  // Extension orders (issue 27) change documents in this worker: the document change step with its
  // verification fallback and audit event (+10.5 KB, measured 348.6 → 359.1 KB).
  // One-click unsubscribe headers and each person's language (issue 39): 368.7 KB measured.
  'events/reminder-worker': 376,
  // Powertools idempotency around each send (at least once, never twice per dedupe key: issue 13),
  // the mail message schema each record is validated against (issue 23), and every template in en
  // and es: issues 25 and 27 added six (330.8 KB).
  'events/mail-worker': 344,
  'events/auth-mail-worker': 344,
  // The counter recount step's schema and Powertools batch (issue 23).
  'events/counter-recount-worker': 280,
  'admin/list-admin-organizations': 272,
  // pdf-lib (~420 KB minified, with its deflate and the standard fonts' metrics) draws the inspection
  // binder server-side (issue 27), and fontkit (~940 KB minified: a prebundled file with its Unicode
  // tables and WOFF2 decoder) embeds its Unicode fonts as subsets (issue 43: 712 → 1,664 KB;
  // docs/decisions/0125-binder-unicode-font.md). Only the two binder functions load them, opened a few
  // times a year; the font files (2.4 MB) are beside the bundle, read only while a binder is drawn.
  'locations/get-inspection-binder': 1700,
  'admin/get-organization-inspection-binder': 1700,
  // Privacy rights (issue 25): the deletion runs the documents' own deletion, the team removal and the
  // invitation cancels, and queues a mail (291.4 KB); the export reads every entity about the person
  // and signs links (276.1 KB). Each is called a few times in an account's life.
  // The upload slots sign an S3 POST policy (signature v4) beside DynamoDB, and check the expiry date
  // against the credential catalogue and the staggered registration's month: 279.8 KB until the month
  // mismatch became its own error with details and a proposal (280.0–280.7 KB).
  'documents/create-document-upload': 284,
  'documents/create-organization-document-upload': 284,
  'continuing-education/create-ce-certificate-upload': 284,
  // Issue 40: a pharmacist in charge who deletes their account is cleared and the owners e-mailed (304.1 KB).
  'account/delete-my-account': 312,
  'account/export-my-data': 288,
};

/** The size a function's bundle may reach. */
export const budgetBytesOf = (handler: string): number =>
  Math.max(BUNDLE_BUDGET_BYTES, (BUDGET_EXCEPTIONS_KB[handler] ?? 0) * 1024);

/** Packages that must never reach a bundle: the SDK's default credential chain and its providers. */
const FORBIDDEN_INPUTS = [
  '@aws-sdk/credential-provider-node',
  '@aws-sdk/credential-provider-sso',
  '@aws-sdk/credential-provider-ini',
  '@aws-sdk/credential-provider-process',
  '@aws-sdk/credential-provider-web-identity',
  '@aws-sdk/token-providers',
];

export type FunctionKind = 'http' | 'event';

export interface DeployableFunction {
  /** Handler path as the manifests name it, e.g. `public/create-beta-signup` or `events/mail-worker`. */
  handler: string;
  kind: FunctionKind;
  /** Source entry, relative to the repository root. */
  entry: string;
}

export interface BuiltFunction extends DeployableFunction {
  /** Folder holding `index.mjs`, relative to the repository root. */
  assetDir: string;
  bytes: number;
}

export interface BuildFunctionsOptions {
  /** Output folder; defaults to functions/dist. Tests build into a temporary folder. */
  outDir?: string;
  /** Print the size table (default true). */
  log?: boolean;
  /**
   * Write the source maps beside the bundles (default true, for offline symbolication). The template
   * tests read only the bundles and their sizes, which the maps do not change: without them the build
   * costs about a third less CPU.
   */
  sourceMaps?: boolean;
}

export interface BuildFunctionsResult {
  outDir: string;
  functions: BuiltFunction[];
  overBudget: BuiltFunction[];
  durationMs: number;
}

/** Every function the CDK app deploys, from the route manifest and the event manifest. */
export function deployableFunctions(): DeployableFunction[] {
  const http = implementedRoutes.map(([, route]) => ({
    handler: route.handler,
    kind: 'http' as const,
    entry: `functions/src/handlers/${route.handler}.ts`,
  }));
  const events = eventHandlerEntries
    .filter(([, consumer]) => consumer.status === 'implemented')
    .map(([, consumer]) => ({
      handler: consumer.handler,
      kind: 'event' as const,
      entry: `functions/src/${consumer.handler}.ts`,
    }));
  const all = [...http, ...events];
  const seen = new Set<string>();
  for (const fn of all) {
    if (seen.has(fn.handler)) throw new Error(`Two deployables share the handler ${fn.handler}`);
    seen.add(fn.handler);
  }
  return all;
}

// ESM output cannot `require`, but some bundled CJS dependencies call it for Node built-ins.
const requireBanner =
  "import { createRequire as __lunia_createRequire } from 'node:module';\nconst require = __lunia_createRequire(import.meta.url);";

function assertNoDefaultCredentialChain(metafile: Metafile): void {
  const leaked = Object.keys(metafile.inputs).filter((input) => FORBIDDEN_INPUTS.some((pkg) => input.includes(pkg)));
  if (leaked.length > 0) {
    throw new Error(`The SDK default credential chain leaked into the bundles:\n  ${leaked.slice(0, 10).join('\n  ')}`);
  }
}

/** Moves source maps out of the function folders: they are kept for symbolication, never deployed. */
async function moveSourceMaps(outDir: string, functions: DeployableFunction[]): Promise<void> {
  for (const fn of functions) {
    const target = join(outDir, '.sourcemaps', fn.handler);
    await mkdir(target, { recursive: true });
    await rename(join(outDir, fn.handler, 'index.mjs.map'), join(target, 'index.mjs.map'));
  }
}

function formatTable(functions: BuiltFunction[]): string {
  const width = Math.max(...functions.map((fn) => fn.handler.length), 'function'.length);
  const lines = [`${'function'.padEnd(width)}  ${'KB'.padStart(7)}  budget`];
  for (const fn of functions) {
    const kb = (fn.bytes / 1024).toFixed(1).padStart(7);
    lines.push(`${fn.handler.padEnd(width)}  ${kb}  ${fn.bytes > budgetBytesOf(fn.handler) ? 'OVER' : 'ok'}`);
  }
  return lines.join('\n');
}

export async function buildFunctions(options: BuildFunctionsOptions = {}): Promise<BuildFunctionsResult> {
  const started = performance.now();
  const outDir = resolve(options.outDir ?? join(functionsDir, 'dist'));
  const functions = deployableFunctions();
  // Stale folders of removed functions must not linger and get deployed.
  await rm(outDir, { recursive: true, force: true });

  const result = await build({
    absWorkingDir: repoRoot,
    entryPoints: Object.fromEntries(functions.map((fn) => [`${fn.handler}/index`, fn.entry])),
    outdir: outDir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: false,
    format: 'esm',
    platform: 'node',
    target: 'node22',
    minify: true,
    // The SDK's ESM builds tree-shake far better than its CJS `main` (measured: 547 → 342 KB for a
    // DynamoDB handler).
    mainFields: ['module', 'main'],
    alias: {
      '@aws-sdk/credential-provider-node': './functions/src/bundling/credential-provider-env-only.ts',
      '@smithy/core/event-streams': './functions/src/bundling/event-streams-unsupported.ts',
      // DynamoDB builds an endpoint cache no command reads (~8 KB): see the stand-in's comment.
      '@aws-sdk/middleware-endpoint-discovery': './functions/src/bundling/endpoint-discovery-unused.ts',
    },
    banner: { js: requireBanner },
    // Route entries carry documentation and IAM needs that run time never reads (see the plugin); the
    // OpenAPI document travels compressed.
    plugins: [stripRouteDocsPlugin, compressedJsonPlugin],
    // Linked maps would make Node parse them at cold start when --enable-source-maps is on; external
    // maps are moved aside for offline symbolication instead.
    sourcemap: (options.sourceMaps ?? true) ? 'external' : false,
    legalComments: 'none',
    metafile: true,
    logLevel: 'warning',
  });
  assertNoDefaultCredentialChain(result.metafile);
  if (options.sourceMaps ?? true) await moveSourceMaps(outDir, functions);

  const built: BuiltFunction[] = [];
  for (const fn of functions) {
    const assetDir = join(outDir, fn.handler);
    const inputs = result.metafile.outputs[relative(repoRoot, join(assetDir, 'index.mjs'))]?.inputs ?? {};
    const assets = BUNDLE_ASSETS.filter((asset) => asset.module in inputs);
    for (const asset of assets) await cp(asset.from, join(assetDir, asset.folder), { recursive: true });
    const { size } = await stat(join(assetDir, 'index.mjs'));
    const files = await readdir(assetDir);
    const expected = ['index.mjs', ...assets.map((asset) => asset.folder)];
    if (files.length !== expected.length || !expected.every((file) => files.includes(file))) {
      throw new Error(`${assetDir} should hold only ${expected.join(', ')}, found ${files.join(', ')}`);
    }
    built.push({ ...fn, assetDir: relative(repoRoot, assetDir), bytes: size });
  }
  const overBudget = built.filter((fn) => fn.bytes > budgetBytesOf(fn.handler));
  const durationMs = Math.round(performance.now() - started);
  await writeFile(
    join(outDir, 'manifest.json'),
    `${JSON.stringify({ budgetBytes: BUNDLE_BUDGET_BYTES, functions: built }, null, 2)}\n`,
  );
  if (options.log ?? true) {
    console.log(formatTable(built));
    console.log(`${built.length} functions bundled in ${durationMs} ms → ${relative(repoRoot, outDir)}`);
  }
  return { outDir, functions: built, overBudget, durationMs };
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const { overBudget } = await buildFunctions();
  if (overBudget.length > 0) {
    console.error(
      `Over their budget (${BUNDLE_BUDGET_BYTES / 1024} KB unless excepted): ${overBudget.map((fn) => fn.handler).join(', ')}`,
    );
    process.exit(1);
  }
}
