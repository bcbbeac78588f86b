/**
 * `npm run stripe:sync -- --stage <name> --site-url https://…`: makes the Stripe account a stage bills
 * with hold the catalogue (stripe-catalogue.ts): products, monthly prices by lookup key and the
 * Customer Portal configuration. A second run changes nothing and says so (docs/deploy.md, "Billing").
 *
 * The key: STRIPE_SECRET_KEY from the environment (a test key `sk_test_…` or, for prod, the live one),
 * else the stage's billing secret in Secrets Manager (`--secret-arn`, or STRIPE_SECRET_ARN), read with
 * the stage's AWS credentials (AWS_PROFILE / AWS_REGION). `prod` refuses a test key and other stages
 * refuse a live key, so a stage never bills into the other mode by mistake. The site address gives the
 * portal its terms and privacy links (`--site-url`, or SITE_URL). STRIPE_API_URL points the SDK at
 * another host, as the functions read it (the local stand-in: infra/test/stripe-local-catalogue.test.ts
 * runs this command against it).
 */
import { parseArgs } from 'node:util';
import Stripe from 'stripe';
import { STAGE_NAME } from '../lib/stage-config';
import { syncCatalogue } from './stripe-catalogue';

const { values } = parseArgs({
  options: { stage: { type: 'string' }, 'site-url': { type: 'string' }, 'secret-arn': { type: 'string' } },
});
const usage = 'Usage: npm run stripe:sync -- --stage <name> --site-url https://<site> [--secret-arn <arn>]';
const stage = values.stage;
if (!stage || !STAGE_NAME.test(stage)) {
  console.error(`${usage}\nThe stage is 2 to 20 of a-z, 0-9 and -.`);
  process.exit(2);
}
const siteUrl = values['site-url'] ?? process.env.SITE_URL;
if (!siteUrl || !/^https?:\/\//.test(siteUrl)) {
  console.error(`${usage}\nThe site address (--site-url or SITE_URL) gives the portal its terms and privacy links.`);
  process.exit(2);
}

async function secretKey(): Promise<string> {
  if (process.env.STRIPE_SECRET_KEY) return process.env.STRIPE_SECRET_KEY;
  const arn = values['secret-arn'] ?? process.env.STRIPE_SECRET_ARN;
  if (!arn) {
    console.error(`${usage}\nSet STRIPE_SECRET_KEY, or give the stage's billing secret with --secret-arn.`);
    process.exit(2);
  }
  process.env.AWS_REGION ??= process.env.AWS_DEFAULT_REGION ?? arn.split(':')[3] ?? 'us-east-1';
  const { cachedSecret } = await import('../../functions/src/lib/aws/cached-secret');
  const read = cachedSecret((text) => (JSON.parse(text) as { secretKey?: string }).secretKey ?? '');
  return read(arn);
}

const key = await secretKey();
const live = key.startsWith('sk_live_') || key.startsWith('rk_live_');
if (!key || (stage === 'prod') !== live) {
  console.error(
    !key
      ? 'The billing secret has no secretKey yet (docs/deploy.md, "Billing").'
      : `Stage ${stage} must use a ${stage === 'prod' ? 'live' : 'test'} key; this one is ${live ? 'live' : 'a test key'}.`,
  );
  process.exit(2);
}

const api = process.env.STRIPE_API_URL ? new URL(process.env.STRIPE_API_URL) : undefined;
const client = new Stripe(key, {
  maxNetworkRetries: 2,
  ...(api
    ? {
        host: api.hostname,
        port: Number(api.port) || (api.protocol === 'https:' ? 443 : 80),
        protocol: api.protocol === 'https:' ? ('https' as const) : ('http' as const),
      }
    : {}),
});
const result = await syncCatalogue(client, siteUrl);
for (const change of result.changes) console.log(`- ${change}`);
console.log(
  result.changes.length === 0
    ? `Stage ${stage}: the Stripe account already holds the catalogue; nothing changed.`
    : `Stage ${stage}: ${result.changes.length} change(s) made.`,
);
for (const [lookupKey, id] of Object.entries(result.priceIds)) console.log(`  ${lookupKey} = ${id}`);
console.log(`  portal configuration = ${result.portalConfigurationId}`);
