/**
 * The CloudFront distribution's WAF: AWS managed rule groups (common exploits, known bad inputs, IP
 * reputation) and two per-IP rate rules, a tight one on the routes abuse-limits.ts singles out
 * (public forms, routes that send mail; derived from the route manifest) and a general one.
 *
 * A CLOUDFRONT-scope WebACL exists only in us-east-1; lunia-app.ts decides which stack holds it.
 */
import { ArnFormat, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as wafv2 from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';
import type { RouteDef, RouteId } from '../../shared/src/api/routes';
import {
  type LimitedRoute,
  limitedRoutes,
  pathPattern,
  WAF_RATE_LIMITS,
  WAF_RATE_WINDOW_SECONDS,
} from './abuse-limits';
import { assertCloudFrontRegion } from './site-domain';

export interface SiteWebAclProps {
  /** The manifest entries; the implemented ones with a tight limit are matched by method and path. */
  routes: [RouteId, RouteDef][];
}

type Statement = wafv2.CfnWebACL.StatementProperty;

const visibility = (metricName: string): wafv2.CfnWebACL.VisibilityConfigProperty => ({
  cloudWatchMetricsEnabled: true,
  metricName,
  sampledRequestsEnabled: true,
});

const noTransformation = [{ priority: 0, type: 'NONE' }];

/** `POST /api/contact-messages`, or with path parameters a regular expression on the path. */
function routeStatement(route: LimitedRoute): Statement {
  const method: Statement = {
    byteMatchStatement: {
      fieldToMatch: { method: {} },
      positionalConstraint: 'EXACTLY',
      searchString: route.method,
      textTransformations: noTransformation,
    },
  };
  const path: Statement = route.path.includes('{')
    ? {
        regexMatchStatement: {
          fieldToMatch: { uriPath: {} },
          regexString: pathPattern(route.path),
          textTransformations: noTransformation,
        },
      }
    : {
        byteMatchStatement: {
          fieldToMatch: { uriPath: {} },
          positionalConstraint: 'EXACTLY',
          searchString: route.path,
          textTransformations: noTransformation,
        },
      };
  return { andStatement: { statements: [method, path] } };
}

const anyOf = (statements: Statement[]): Statement =>
  statements.length === 1 ? (statements[0] as Statement) : { orStatement: { statements } };

/**
 * Managed groups: `[name, priority, rules switched to Count]`. The common rule set's body-size rule
 * blocks bodies over 8 KB, but the API accepts JSON up to 64 KB and the payment provider's webhooks
 * can be larger; the handlers enforce the manifest's own limits (functions/src/lib/http/http-route.ts).
 */
const MANAGED_GROUPS: [string, number, string[]][] = [
  ['AWSManagedRulesAmazonIpReputationList', 10, []],
  ['AWSManagedRulesCommonRuleSet', 20, ['SizeRestrictions_BODY']],
  ['AWSManagedRulesKnownBadInputsRuleSet', 30, []],
];

export class SiteWebAcl extends Construct {
  readonly webAcl: wafv2.CfnWebACL;
  /** The routes the tight rate rule covers, for tests and the synth log. */
  readonly rateLimitedRoutes: LimitedRoute[];

  constructor(scope: Construct, id: string, props: SiteWebAclProps) {
    super(scope, id);
    assertCloudFrontRegion(this, 'The CLOUDFRONT-scope WebACL');
    // The signed webhook comes from the provider's few addresses: the general rule covers it.
    const limited = limitedRoutes(props.routes);
    this.rateLimitedRoutes = limited.filter(
      (route) => route.abuseClass !== 'signed-webhook' && route.abuseClass !== 'module-redemption',
    );
    const redemptionRoutes = limited.filter((route) => route.abuseClass === 'module-redemption');

    const rules: wafv2.CfnWebACL.RuleProperty[] = MANAGED_GROUPS.map(([name, priority, countOnly]) => ({
      name,
      priority,
      overrideAction: { none: {} },
      statement: {
        managedRuleGroupStatement: {
          vendorName: 'AWS',
          name,
          ...(countOnly.length > 0
            ? { ruleActionOverrides: countOnly.map((rule) => ({ name: rule, actionToUse: { count: {} } })) }
            : {}),
        },
      },
      visibilityConfig: visibility(name),
    }));
    if (this.rateLimitedRoutes.length > 0) {
      rules.push({
        name: 'RateLimitPublicAndMailRoutes',
        priority: 40,
        action: { block: {} },
        statement: {
          rateBasedStatement: {
            aggregateKeyType: 'IP',
            evaluationWindowSec: WAF_RATE_WINDOW_SECONDS,
            limit: WAF_RATE_LIMITS.abuseProne,
            scopeDownStatement: anyOf(this.rateLimitedRoutes.map(routeStatement)),
          },
        },
        visibilityConfig: visibility('RateLimitPublicAndMailRoutes'),
      });
    }
    if (redemptionRoutes.length > 0) {
      // A module's servers redeem every sign-in from a few addresses: a limit of their own, generous.
      rules.push({
        name: 'RateLimitModuleRedemption',
        priority: 45,
        action: { block: {} },
        statement: {
          rateBasedStatement: {
            aggregateKeyType: 'IP',
            evaluationWindowSec: WAF_RATE_WINDOW_SECONDS,
            limit: WAF_RATE_LIMITS.moduleRedemption,
            scopeDownStatement: anyOf(redemptionRoutes.map(routeStatement)),
          },
        },
        visibilityConfig: visibility('RateLimitModuleRedemption'),
      });
    }
    rules.push({
      name: 'RateLimitPerIp',
      priority: 50,
      action: { block: {} },
      statement: {
        rateBasedStatement: {
          aggregateKeyType: 'IP',
          evaluationWindowSec: WAF_RATE_WINDOW_SECONDS,
          limit: WAF_RATE_LIMITS.perIp,
          // The redemption route counts under its own rule only.
          ...(redemptionRoutes.length > 0
            ? { scopeDownStatement: { notStatement: { statement: anyOf(redemptionRoutes.map(routeStatement)) } } }
            : {}),
        },
      },
      visibilityConfig: visibility('RateLimitPerIp'),
    });

    this.webAcl = new wafv2.CfnWebACL(this, 'WebAcl', {
      // Its metrics (and the blocked-requests alarm, operations.ts) are found by this name.
      name: `${Stack.of(this).stackName}-WebAcl`,
      description: 'Lunia CloudFront distribution: managed rules and per-IP rate limits',
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: visibility('LuniaSite'),
      rules,
    });

    // Blocked and counted requests only: allowed traffic is in the API access logs, and logging every
    // page and asset request would cost more than it tells. Credentials are redacted.
    const logGroup = new logs.LogGroup(this, 'Logs', {
      // WAF delivers only to log groups whose name starts with aws-waf-logs-.
      logGroupName: `aws-waf-logs-${Stack.of(this).stackName}`,
      retention: logs.RetentionDays.THREE_MONTHS,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    Validations.of(logGroup).acknowledge({
      id: 'HIPAA.Security-CloudWatchLogGroupEncrypted',
      reason:
        'WAF logs of blocked and counted requests: client IP, URI, query and headers with Authorization and Cookie redacted, never bodies. CloudWatch encrypts them at rest; a customer key is not warranted for that.',
    });
    new wafv2.CfnLoggingConfiguration(this, 'Logging', {
      resourceArn: this.webAcl.attrArn,
      // WAF wants the log group's ARN without the `:*` that its Arn attribute ends with.
      logDestinationConfigs: [
        Stack.of(this).formatArn({
          service: 'logs',
          resource: 'log-group',
          resourceName: logGroup.logGroupName,
          arnFormat: ArnFormat.COLON_RESOURCE_NAME,
        }),
      ],
      redactedFields: [{ singleHeader: { Name: 'authorization' } }, { singleHeader: { Name: 'cookie' } }],
      loggingFilter: {
        DefaultBehavior: 'DROP',
        Filters: [
          {
            Behavior: 'KEEP',
            Requirement: 'MEETS_ANY',
            Conditions: [{ ActionCondition: { Action: 'BLOCK' } }, { ActionCondition: { Action: 'COUNT' } }],
          },
        ],
      },
    });
  }
}
