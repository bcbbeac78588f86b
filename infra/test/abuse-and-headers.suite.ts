/**
 * Issue 13's infrastructure hardening: WAF on CloudFront, per-route throttles, the API reachable only
 * through CloudFront, CSP/Permissions-Policy headers, upload-bucket CORS and lifecycle.
 */

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN_VERIFY_HEADER } from '../../functions/src/lib/http/origin-check';
import { VIEWER_ADDRESS_HEADER } from '../../shared/src/api/headers';
import { implementedRoutes } from '../../shared/src/api/routes';
import { inlineScriptHashes } from '../../web/content-security-policy';
import { abuseClassOf, limitedRoutes, pathPattern, ROUTE_THROTTLES, STAGE_THROTTLE } from '../lib/abuse-limits';
import { repoRoot } from '../lib/app-config';
import { ORIGIN_VERIFY_SECRET_ARN_ENV } from '../lib/function-environment';
import type { LuniaStacks } from '../lib/lunia-app';
import { assertHeadersFitCloudFront, CLOUDFRONT_HEADER_VALUE_MAX } from '../lib/site-edge';
import { UPLOAD_CORS_ALLOWED_HEADERS } from '../lib/upload-cors';
import { sharedLunia } from './synth-lunia';

let stacks: LuniaStacks;
let site: Template;
let stage: Template;
const templates = new Map<Stack, Template>();
const templateOf = (stack: Stack) => {
  let template = templates.get(stack);
  if (!template) {
    template = Template.fromStack(stack);
    templates.set(stack, template);
  }
  return template;
};

beforeAll(async () => {
  stacks = (await sharedLunia()).stacks;
  site = templateOf(stacks.site);
  stage = templateOf(stacks.apiStage);
});

const allStacks = () => [
  stacks.auth,
  stacks.data,
  stacks.events,
  stacks.api,
  ...stacks.apiRoutes.values(),
  stacks.apiStage,
  stacks.site,
];

describe('abuse classes from the manifest', () => {
  it('single out every public route and every non-admin route that sends mail or creates users', () => {
    const limited = new Map(limitedRoutes(implementedRoutes).map((route) => [route.routeId, route.abuseClass]));
    for (const [id, route] of implementedRoutes) {
      if (route.access === 'public')
        expect(limited.get(id), id).toMatch(/public-form|signed-webhook|module-redemption/);
    }
    expect(limited.get('registerUser')).toBe('public-form');
    expect(limited.get('createContactMessage')).toBe('public-form');
    expect(limited.get('receivePaymentWebhook')).toBe('signed-webhook');
    expect(limited.get('redeemModuleAccess')).toBe('module-redemption');
    // One-click unsubscribes come from the mail providers' few servers (issue 39): not the per-IP form limit.
    expect(limited.get('unsubscribeEmail')).toBe('signed-webhook');
    expect(limited.get('showUnsubscribePage')).toBe('signed-webhook');
    expect(limited.get('sendEmailVerificationCode')).toBe('sends-mail');
    expect(limited.get('createOrganizationInvite')).toBe('sends-mail');
    expect(limited.get('getProfile')).toBeUndefined();
  });

  it('match a path parameter as one segment', () => {
    const pattern = new RegExp(pathPattern('/api/orgs/{orgId}/invites/{inviteId}/resend'));
    expect(pattern.test('/api/orgs/o1/invites/i2/resend')).toBe(true);
    expect(pattern.test('/api/orgs/o1/invites/i2/resend/')).toBe(true);
    expect(pattern.test('/api/orgs/o1/x/invites/i2/resend')).toBe(false);
    expect(pattern.test('/api/orgs//invites/i2/resend')).toBe(false);
  });
});

describe('API stage throttles', () => {
  it('has a throttled, access-logged $default stage in its own stack, after every routes stack', () => {
    stage.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      DefaultRouteSettings: {
        ThrottlingRateLimit: STAGE_THROTTLE.rateLimit,
        ThrottlingBurstLimit: STAGE_THROTTLE.burstLimit,
      },
      AccessLogSettings: { DestinationArn: Match.anyValue(), Format: Match.stringLikeRegexp('requestId') },
    });
    templateOf(stacks.api).resourceCountIs('AWS::ApiGatewayV2::Stage', 0);
    for (const routesStack of stacks.apiRoutes.values()) {
      expect(stacks.apiStage.dependencies).toContain(routesStack);
    }
  });

  it('gives each public and mail-sending route its own, tighter throttle', () => {
    const [, stageResource] = Object.entries(stage.findResources('AWS::ApiGatewayV2::Stage'))[0] ?? [];
    const settings = stageResource?.Properties?.RouteSettings as Record<string, Record<string, number>>;
    const publicRoutes = implementedRoutes.filter(([, route]) => route.access === 'public');
    expect(publicRoutes.length).toBeGreaterThan(0);
    for (const [id, route] of implementedRoutes) {
      const abuseClass = abuseClassOf(route);
      const key = `${route.method} ${route.path}`;
      if (!abuseClass) {
        expect(settings[key], id).toBeUndefined();
        continue;
      }
      const throttle = ROUTE_THROTTLES[abuseClass];
      expect(settings[key], id).toEqual({
        ThrottlingRateLimit: throttle.rateLimit,
        ThrottlingBurstLimit: throttle.burstLimit,
      });
      expect(throttle.rateLimit).toBeLessThan(STAGE_THROTTLE.rateLimit);
      // Route-wide, so far above normal peaks (a few per second) that one abuser cannot lock everyone out (issue 25).
      expect(throttle.rateLimit).toBeGreaterThanOrEqual(100);
    }
    for (const [id, route] of publicRoutes) expect(settings[`${route.method} ${route.path}`], id).toBeDefined();
  });
});

describe('API only through CloudFront', () => {
  it('CloudFront sends the origin-verify secret on /api/*, by dynamic reference (no literal secret)', () => {
    const distribution = Object.values(site.findResources('AWS::CloudFront::Distribution'))[0];
    const origins = distribution?.Properties.DistributionConfig.Origins as {
      DomainName: unknown;
      OriginCustomHeaders?: { HeaderName: string; HeaderValue: unknown }[];
    }[];
    const apiOrigin = origins.find((origin) => JSON.stringify(origin.DomainName).includes('execute-api'));
    const header = apiOrigin?.OriginCustomHeaders?.find((h) => h.HeaderName === ORIGIN_VERIFY_HEADER);
    expect(header).toBeDefined();
    expect(JSON.stringify(header?.HeaderValue)).toMatch(/\{\{resolve:secretsmanager:/);
    expect(JSON.stringify(header?.HeaderValue)).toMatch(/OriginVerifySecret/);
    // Only the API origin carries it: the site bucket must never see it.
    const others = origins.filter((origin) => origin !== apiOrigin);
    expect(JSON.stringify(others)).not.toContain(ORIGIN_VERIFY_HEADER);
    templateOf(stacks.api).hasResourceProperties('AWS::SecretsManager::Secret', {
      GenerateSecretString: Match.objectLike({ PasswordLength: 48 }),
    });
  });

  it('CloudFront tells the API the viewer’s address in a header it sets itself on /api/*', () => {
    const distribution = Object.values(site.findResources('AWS::CloudFront::Distribution'))[0];
    const apiBehavior = (
      distribution?.Properties.DistributionConfig.CacheBehaviors as {
        PathPattern: string;
        FunctionAssociations?: { EventType: string }[];
      }[]
    ).find((behavior) => behavior.PathPattern === '/api/*');
    expect(apiBehavior?.FunctionAssociations).toEqual([expect.objectContaining({ EventType: 'viewer-request' })]);
    const code = Object.values(site.findResources('AWS::CloudFront::Function'))
      .map((resource) => String(resource.Properties.FunctionCode))
      .find((source) => source.includes(VIEWER_ADDRESS_HEADER));
    expect(code).toContain('event.viewer.ip');
  });

  it('every route function (the webhook too) reads the same secret by ARN, never its value, and may read it', () => {
    let checked = 0;
    for (const routesStack of stacks.apiRoutes.values()) {
      const template = templateOf(routesStack);
      for (const [, fn] of Object.entries(template.findResources('AWS::Lambda::Function'))) {
        const variables = fn.Properties.Environment.Variables;
        expect(JSON.stringify(variables[ORIGIN_VERIFY_SECRET_ARN_ENV])).toMatch(/OriginVerifySecret/);
        // A rotation must reach the functions without a redeploy: no value resolved into the template.
        expect(JSON.stringify(variables)).not.toContain('resolve:secretsmanager');
        checked++;
      }
      for (const [, policy] of Object.entries(template.findResources('AWS::IAM::ManagedPolicy'))) {
        const reads = (policy.Properties.PolicyDocument.Statement as { Action: unknown }[]).filter(
          (statement) => statement.Action === 'secretsmanager:GetSecretValue',
        );
        expect(JSON.stringify(reads)).toMatch(/OriginVerifySecret/);
      }
    }
    expect(checked).toBe(implementedRoutes.length);
    expect(implementedRoutes.map(([id]) => id)).toContain('receivePaymentWebhook');
  });
});

describe('security headers', () => {
  const headersPolicy = () =>
    Object.values(site.findResources('AWS::CloudFront::ResponseHeadersPolicy'))[0]?.Properties
      .ResponseHeadersPolicyConfig;
  const csp = () => JSON.stringify(headersPolicy().SecurityHeadersConfig.ContentSecurityPolicy);

  it('sends a Content-Security-Policy with the hash of index.html’s inline script and no unsafe-inline', () => {
    expect(headersPolicy().SecurityHeadersConfig.ContentSecurityPolicy.Override).toBe(true);
    const hashes = inlineScriptHashes(readFileSync(join(repoRoot, 'web/index.html'), 'utf8'));
    expect(hashes).toHaveLength(1);
    expect(csp()).toContain(`script-src 'self' ${hashes[0]}`);
    expect(csp()).not.toContain('unsafe-inline');
    expect(csp()).not.toContain('unsafe-eval');
    for (const directive of [
      "frame-ancestors 'none'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "worker-src 'self'",
    ]) {
      expect(csp()).toContain(directive);
    }
    // Cognito in the stack's region, and the upload buckets for presigned POST/GET.
    expect(csp()).toMatch(/connect-src 'self' https:\/\/cognito-idp\./);
    expect(csp()).toMatch(/Documents/);
    expect(csp()).toMatch(/Photos/);
  });

  it('fit CloudFront’s header value limit at their longest, and a build with a hash too many fails the synth', () => {
    const hash = (i: number) => `'sha256-${String(i).padStart(43, 'A')}='`;
    const scripts = inlineScriptHashes(readFileSync(join(repoRoot, 'web/index.html'), 'utf8'));
    expect(() => assertHeadersFitCloudFront({ scripts, styles: [hash(0)] }, 2)).not.toThrow();
    // Each hash is 53 characters with its separator: a stylesheet per page of the site would not fit.
    const styles = Array.from({ length: 22 }, (_, i) => hash(i));
    expect(() => assertHeadersFitCloudFront({ scripts, styles }, 2)).toThrow(
      new RegExp(`Content-Security-Policy can reach \\d+ characters, over CloudFront's ${CLOUDFRONT_HEADER_VALUE_MAX}`),
    );
  });

  it('sends a Permissions-Policy switching off camera, microphone, geolocation and payment', () => {
    const custom = headersPolicy().CustomHeadersConfig.Items as { Header: string; Value: string }[];
    const permissions = custom.find((item) => item.Header === 'Permissions-Policy');
    for (const feature of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()']) {
      expect(permissions?.Value).toContain(feature);
    }
  });
});

describe('upload buckets', () => {
  it('allow the distribution’s own origin in CORS, with listed headers: never a wildcard anywhere', () => {
    const corsCalls = Object.values(site.findResources('Custom::AWS'));
    expect(corsCalls).toHaveLength(2);
    for (const call of corsCalls) {
      const create = JSON.stringify(call.Properties.Create);
      expect(create).toContain('putBucketCors');
      expect(create).toMatch(/https:\/\/.*DistributionDomainName|Distribution.*DomainName/);
      for (const header of UPLOAD_CORS_ALLOWED_HEADERS) expect(create).toContain(header);
    }
    for (const stack of allStacks()) {
      const template = JSON.stringify(templateOf(stack).toJSON());
      // CORS rules live in bucket properties or in the PutBucketCors calls (serialized JSON inside a string).
      for (const match of template.matchAll(/Allowed(?:Origins|Headers|Methods)[^\]]*\]/g)) {
        expect(match[0], stack.stackName).not.toMatch(/"\*|\\"\*|\*\./);
      }
    }
  });

  it('expire noncurrent versions after 90 days', () => {
    const data = templateOf(stacks.data);
    const uploadBuckets = Object.entries(data.findResources('AWS::S3::Bucket')).filter(
      ([id]) => id.startsWith('Documents') || id.startsWith('Photos'),
    );
    expect(uploadBuckets).toHaveLength(2);
    for (const [id, bucket] of uploadBuckets) {
      expect(bucket.Properties.LifecycleConfiguration.Rules, id).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ Status: 'Enabled', NoncurrentVersionExpiration: { NoncurrentDays: 90 } }),
        ]),
      );
    }
  });
});
