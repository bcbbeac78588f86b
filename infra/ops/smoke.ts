/**
 * `npm run smoke -- --stage <stage>` or `npm run smoke -- --base-url <url>`: the smoke test after a
 * deploy (./smoke-checks.ts; docs/deploy.md, "Smoke test"). One line per check, PASS or FAIL; exits 1
 * when any check fails, 2 when it cannot tell where to look.
 *
 * Where it looks: `--base-url` as given (`npm start` serves http://127.0.0.1:5173); `--stage local` is
 * that address; a deployed stage's address is its stage file's site address (`siteOrigin`, else its
 * `domain`; `--stage-file` for a stage that reuses one), else the CloudFront distribution of
 * `Lunia-<stage>-Site`, found with the AWS CLI and the operator's credentials.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { repoRoot } from '../lib/app-config';
import { stagedName } from '../lib/stage-config';
import { readStageFile, stageFilePath, stageSettings } from '../lib/stage-file';
import { formatSmoke, runSmoke } from './smoke-checks';
import { assertStageName, awsCli, LOCAL_STAGE, stackResource } from './stage-target';

/** `npm start`'s web address (infra/local/start.ts), which proxies `/api` as CloudFront does. */
const LOCAL_SITE_URL = 'http://127.0.0.1:5173';

async function stageBaseUrl(stage: string, stageFile: string | undefined): Promise<string> {
  if (stage === LOCAL_STAGE) return LOCAL_SITE_URL;
  const path = stageFile ? resolve(repoRoot, stageFile) : stageFilePath(repoRoot, stage);
  const { siteUrl } = stageSettings(stage, readStageFile(path, repoRoot));
  if (siteUrl) return siteUrl;
  const distributionId = await stackResource(stagedName(stage, 'Site'), 'AWS::CloudFront::Distribution');
  const { Distribution } = await awsCli<{ Distribution?: { DomainName?: string } }>([
    'cloudfront',
    'get-distribution',
    '--id',
    distributionId,
  ]);
  if (!Distribution?.DomainName) throw new Error(`CloudFront distribution ${distributionId} has no domain name`);
  return `https://${Distribution.DomainName}`;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      stage: { type: 'string' },
      'stage-file': { type: 'string' },
      'base-url': { type: 'string' },
    },
  });
  if (values.stage === undefined && values['base-url'] === undefined) {
    console.error('Give --stage <stage> (a deployed stage, or local) or --base-url <the site address>.');
    process.exit(2);
  }
  let baseUrl: string;
  try {
    baseUrl = values['base-url'] ?? (await stageBaseUrl(assertStageName(values.stage), values['stage-file']));
    if (!URL.canParse(baseUrl)) throw new Error(`${JSON.stringify(baseUrl)} is not an address (https://…)`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(2);
  }
  const results = await runSmoke(baseUrl);
  console.log(formatSmoke(baseUrl, results));
  if (results.some((result) => !result.ok)) process.exitCode = 1;
}

await main();
