/**
 * The CloudFront distribution's WAF (infra/lib/web-acl.ts): managed rule groups, the per-IP rate rules
 * derived from the route manifest's abuse classes, its logs, and that it lives in the site stack in
 * us-east-1 (in another region it moves to the edge stack: ./deploy-synth.test.ts, staging).
 */
import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { implementedRoutes } from '../../shared/src/api/routes';
import { limitedRoutes, pathPattern } from '../lib/abuse-limits';
import type { LuniaStacks } from '../lib/lunia-app';
import { sharedLunia } from './synth-lunia';

let stacks: LuniaStacks;
let site: Template;

beforeAll(async () => {
  stacks = (await sharedLunia()).stacks;
  site = Template.fromStack(stacks.site);
});

describe('WAF on CloudFront', () => {
  const webAclOf = (template: Template) => {
    const acls = Object.values(template.findResources('AWS::WAFv2::WebACL'));
    expect(acls).toHaveLength(1);
    return acls[0]?.Properties as {
      Scope: string;
      Rules: {
        Name: string;
        Action?: unknown;
        Statement: {
          ManagedRuleGroupStatement?: { Name: string };
          RateBasedStatement?: { AggregateKeyType: string; ScopeDownStatement?: unknown };
        };
      }[];
    };
  };

  it('has a CLOUDFRONT WebACL with the managed rule groups and is attached to the distribution', () => {
    const acl = webAclOf(site);
    expect(acl.Scope).toBe('CLOUDFRONT');
    const managed = acl.Rules.flatMap((rule) => rule.Statement.ManagedRuleGroupStatement?.Name ?? []);
    expect(managed).toEqual(
      expect.arrayContaining([
        'AWSManagedRulesCommonRuleSet',
        'AWSManagedRulesKnownBadInputsRuleSet',
        'AWSManagedRulesAmazonIpReputationList',
      ]),
    );
    const [aclId] = Object.keys(site.findResources('AWS::WAFv2::WebACL'));
    site.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({ WebACLId: { 'Fn::GetAtt': [aclId, 'Arn'] } }),
    });
  });

  it('rate-limits per IP: all requests, tightly the public and mail-sending routes (not the webhook), module redemption apart', () => {
    const acl = webAclOf(site);
    const rateRules = acl.Rules.filter((rule) => rule.Statement.RateBasedStatement);
    expect(rateRules.map((rule) => rule.Name)).toEqual([
      'RateLimitPublicAndMailRoutes',
      'RateLimitModuleRedemption',
      'RateLimitPerIp',
    ]);
    for (const rule of rateRules) {
      expect(rule.Action).toEqual({ Block: {} });
      expect(rule.Statement.RateBasedStatement?.AggregateKeyType).toBe('IP');
    }
    const scopeOf = (name: string) =>
      JSON.stringify(rateRules.find((rule) => rule.Name === name)?.Statement.RateBasedStatement?.ScopeDownStatement);
    const [tight, redemption, perIp] = [
      scopeOf('RateLimitPublicAndMailRoutes'),
      scopeOf('RateLimitModuleRedemption'),
      scopeOf('RateLimitPerIp'),
    ];
    for (const route of limitedRoutes(implementedRoutes)) {
      const pathMatch = route.path.includes('{') ? JSON.stringify(pathPattern(route.path)) : `"${route.path}"`;
      if (route.abuseClass === 'signed-webhook') expect(tight).not.toContain(pathMatch);
      else if (route.abuseClass === 'module-redemption') {
        // Only its own, generous rule counts it: module servers redeem every sign-in from a few addresses.
        expect(tight, route.routeId).not.toContain(pathMatch);
        expect(redemption, route.routeId).toContain(pathMatch);
        expect(perIp, route.routeId).toMatch(/NotStatement/);
        expect(perIp, route.routeId).toContain(pathMatch);
      } else expect(tight, route.routeId).toContain(pathMatch);
    }
  });

  it('logs blocked and counted requests to an aws-waf-logs- group, with credentials redacted', () => {
    site.hasResourceProperties('AWS::WAFv2::LoggingConfiguration', {
      LogDestinationConfigs: [Match.objectLike({ 'Fn::Join': Match.anyValue() })],
      RedactedFields: Match.arrayWith([{ SingleHeader: { Name: 'authorization' } }]),
      LoggingFilter: Match.objectLike({ DefaultBehavior: 'DROP' }),
    });
    site.hasResourceProperties('AWS::Logs::LogGroup', { LogGroupName: Match.stringLikeRegexp('^aws-waf-logs-') });
    const config = Object.values(site.findResources('AWS::WAFv2::LoggingConfiguration'))[0];
    expect(JSON.stringify(config?.Properties.LogDestinationConfigs)).not.toContain(':*');
  });

  it('lives in the site stack, pinned to us-east-1 by the stage file, with no deploy-time region rule', () => {
    // The WebACL refuses to synthesize anywhere else (infra/test/stage-file.test.ts), so no rule is needed.
    expect(stacks.site.region).toBe('us-east-1');
    expect(stacks.edge).toBeUndefined();
    site.resourceCountIs('AWS::WAFv2::WebACL', 1);
    expect(Object.keys(site.toJSON().Rules ?? {}).filter((rule) => rule !== 'CheckBootstrapVersion')).toEqual([]);
  });
});
