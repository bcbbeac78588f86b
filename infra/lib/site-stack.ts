/**
 * The web app: a private bucket behind CloudFront (Origin Access Control), with `/api/*` forwarded
 * uncached to the HTTP API so the browser only ever talks to one origin.
 *
 * Page routes: CloudFront's custom error responses apply to the whole distribution, so mapping
 * 403/404 to index.html would also turn the API's JSON 404s into HTML 200s. Instead a CloudFront
 * Function on the default behavior rewrites page URLs (no file extension) to the prerendered page
 * when one was built, else to the SPA shell; a missing asset (`/x.js`) stays an error.
 *
 * Protection: a WAF WebACL (web-acl.ts; here, or in the us-east-1 edge stack when the app lives in
 * another region), a secret origin header on `/api/*` that the functions require, security headers
 * with a Content-Security-Policy and Permissions-Policy (web/content-security-policy.ts), and the
 * upload buckets' CORS pinned to this distribution's origin (upload-cors.ts).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { type CfnElement, Duration, RemovalPolicy, Stack, type StackProps, Token, Validations } from 'aws-cdk-lib';
import * as acm from 'aws-cdk-lib/aws-certificatemanager';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as s3deploy from 'aws-cdk-lib/aws-s3-deployment';
import type * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { ORIGIN_VERIFY_HEADER } from '../../functions/src/lib/http/origin-check';
import type { RouteDef, RouteId } from '../../shared/src/api/routes';
import {
  cognitoOrigin,
  contentSecurityPolicy,
  PERMISSIONS_POLICY,
  uploadBucketOrigin,
} from '../../web/content-security-policy';
import { HASHED_ASSET_CACHE_CONTROL } from '../../web/preview-assets';
import { acknowledgeFindings } from './nag-acknowledgements';
import { type DomainSettings, SiteCertificate, SiteDomainRecords } from './site-domain';
import {
  assertHeadersFitCloudFront,
  pageRewriteCode,
  prerenderedPages,
  siteInlineHashes,
  viewerAddressCode,
} from './site-edge';
import { UploadBucketCors } from './upload-cors';
import { SiteWebAcl } from './web-acl';

export interface SiteStackProps extends StackProps {
  /** `<api-id>.execute-api.<region>.amazonaws.com`. */
  apiOriginDomain: string;
  accessLogsBucket: s3.IBucket;
  /** The built web app; deployed only when it exists at synth time. */
  webDistDir: string;
  /** What the web app reads from `/config.json` at run time (web/src/lib/auth/auth-config.ts). */
  runtimeConfig: {
    userPoolId: string;
    userPoolClientId: string;
    /** The stage's automatic sign-out (infra/lib/stage-config.ts). */
    inactivitySignOutMinutes: { admin: number; user: number };
  };
  /** Sent on `/api/*` in the origin-verify header; the functions refuse requests without it. */
  originVerifySecret: secretsmanager.ISecret;
  /** The presigned-upload buckets: their CORS and the CSP's connect-src/img-src name them. */
  uploadBuckets: s3.IBucket[];
  /** The custom domain (`https://…`, context `siteOrigin`), allowed by the buckets' CORS beside the distribution's. */
  siteOrigin?: string;
  /** The web app's source `index.html`: its inline scripts are hashed into the CSP when there is no build. */
  indexHtmlPath: string;
  /**
   * The WAF: the ARN of a WebACL made in us-east-1 by another stack, or the routes to build one here
   * (this stack must then be in us-east-1: the WebACL refuses to synthesize elsewhere, web-acl.ts).
   */
  firewall: { webAclArn: string } | { routes: [RouteId, RouteDef][] };
  /**
   * The stage's custom domain (./site-domain.ts): its certificate's ARN when another stack (the edge
   * stack, in us-east-1) made it, else this stack makes it (and is then in us-east-1, as for the WAF).
   */
  domain?: DomainSettings & { certificateArn?: string };
}

/** The CloudFront WebACL's home: WAF has CLOUDFRONT-scope WebACLs in us-east-1 only. */
export const WAF_CLOUDFRONT_REGION = 'us-east-1';

export class SiteStack extends Stack {
  readonly siteBucket: s3.Bucket;
  readonly distribution: cloudfront.Distribution;
  /** Why the web app was or was not deployed, for the synth log. */
  readonly deploymentNote: string;

  constructor(scope: Construct, id: string, props: SiteStackProps) {
    super(scope, id, props);
    this.siteBucket = new s3.Bucket(this, 'SiteBucket', {
      // CloudFront OAC can read SSE-KMS only with a customer key policy; the build is public anyway.
      encryption: s3.BucketEncryption.S3_MANAGED,
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      versioned: true,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
      serverAccessLogsBucket: props.accessLogsBucket,
      serverAccessLogsPrefix: 'site/',
      lifecycleRules: [{ noncurrentVersionExpiration: Duration.days(30) }],
      removalPolicy: RemovalPolicy.RETAIN,
    });
    acknowledgeFindings(this.siteBucket, {
      'HIPAA.Security-S3DefaultEncryptionKMS':
        'Holds only the public web build; OAC reads SSE-KMS objects only with a customer-managed key.',
      'HIPAA.Security-S3BucketReplicationEnabled':
        'The web build is reproducible from source; replicating it adds nothing.',
    });

    const inline = siteInlineHashes(props.webDistDir, props.indexHtmlPath);
    const csp = contentSecurityPolicy({
      inlineScriptHashes: inline.scripts,
      inlineStyleHashes: inline.styles,
      cognito: [cognitoOrigin(this.region, this.urlSuffix)],
      uploads: props.uploadBuckets.map((bucket) => uploadBucketOrigin(bucket.bucketName, this.region, this.urlSuffix)),
    });
    assertHeadersFitCloudFront(inline, props.uploadBuckets.length);
    // Account-wide names (CloudFront functions and policies are global): each carries the stack's, so the stage's.
    const securityHeaders = new cloudfront.ResponseHeadersPolicy(this, 'SecurityHeaders', {
      responseHeadersPolicyName: `${this.stackName}-SecurityHeaders`,
      comment: 'Lunia security headers',
      customHeadersBehavior: {
        customHeaders: [{ header: 'Permissions-Policy', value: PERMISSIONS_POLICY, override: true }],
      },
      securityHeadersBehavior: {
        contentSecurityPolicy: { contentSecurityPolicy: csp, override: true },
        strictTransportSecurity: { accessControlMaxAge: Duration.days(730), includeSubdomains: true, override: true },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: cloudfront.HeadersFrameOption.DENY, override: true },
        referrerPolicy: {
          referrerPolicy: cloudfront.HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN,
          override: true,
        },
      },
    });

    const webBuilt = existsSync(join(props.webDistDir, 'index.html'));
    const pages = prerenderedPages(props.webDistDir);
    const spaShell = existsSync(join(props.webDistDir, '__spa-fallback.html')) ? '/__spa-fallback.html' : '/index.html';
    const pageRewrite = new cloudfront.Function(this, 'PageRewrite', {
      functionName: `${this.stackName}-PageRewrite`,
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      comment: 'Page URLs to prerendered pages or the SPA shell',
      code: cloudfront.FunctionCode.fromInline(pageRewriteCode(pages, spaShell)),
    });

    const webAclArn = this.webAclArn(props.firewall);
    const domain = props.domain;
    const certificate = domain
      ? domain.certificateArn
        ? acm.Certificate.fromCertificateArn(this, 'Certificate', domain.certificateArn)
        : new SiteCertificate(this, 'Domain', domain).certificate
      : undefined;
    this.distribution = new cloudfront.Distribution(this, 'Distribution', {
      comment: 'Lunia web app and API',
      webAclId: webAclArn,
      ...(domain && certificate
        ? {
            domainNames: [domain.name],
            certificate,
            minimumProtocolVersion: cloudfront.SecurityPolicyProtocol.TLS_V1_2_2021,
          }
        : {}),
      defaultRootObject: 'index.html',
      httpVersion: cloudfront.HttpVersion.HTTP2_AND_3,
      defaultBehavior: {
        origin: origins.S3BucketOrigin.withOriginAccessControl(this.siteBucket),
        viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: securityHeaders,
        compress: true,
        functionAssociations: [{ function: pageRewrite, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST }],
      },
      additionalBehaviors: {
        '/api/*': {
          origin: new origins.HttpOrigin(props.apiOriginDomain, {
            protocolPolicy: cloudfront.OriginProtocolPolicy.HTTPS_ONLY,
            // CloudFront replaces a viewer's header of the same name, so only CloudFront can send it.
            customHeaders: { [ORIGIN_VERIFY_HEADER]: props.originVerifySecret.secretValue.unsafeUnwrap() },
          }),
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
          cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
          // The API's own host name must reach API Gateway, everything else (Authorization, ...) is forwarded.
          originRequestPolicy: cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: securityHeaders,
          // That policy cannot add CloudFront's own CloudFront-Viewer-Address: the viewer's address
          // travels in a header this function sets (overwriting any the visitor sent).
          functionAssociations: [
            {
              function: new cloudfront.Function(this, 'ViewerAddress', {
                functionName: `${this.stackName}-ViewerAddress`,
                runtime: cloudfront.FunctionRuntime.JS_2_0,
                comment: 'The viewer address for the API (per-IP limits of the public forms)',
                code: cloudfront.FunctionCode.fromInline(viewerAddressCode),
              }),
              eventType: cloudfront.FunctionEventType.VIEWER_REQUEST,
            },
          ],
        },
      },
    });
    const distributionFindings = [
      {
        id: 'AwsSolutions-CFR1',
        reason:
          'Pharmacy staff, partners and the payment provider’s webhooks reach the site from anywhere; the WAF (managed rules, IP reputation, rate limits) filters abuse instead of geography.',
      },
      {
        id: 'AwsSolutions-CFR3',
        reason:
          'CloudFront standard logs (legacy) need an ACL-enabled bucket, which this app does not keep. Not every request is logged: /api/* calls are in the API access logs, requests the WAF blocks or counts in its log, cache misses in the site bucket’s access logs; cache hits on pages and assets are not logged.',
      },
      {
        id: 'AwsSolutions-CFR4',
        reason:
          'The default *.cloudfront.net certificate cannot pin TLS 1.2; it applies once the custom domain is attached.',
      },
    ];
    for (const finding of distributionFindings) {
      // With the custom domain, TLS 1.2 is pinned and CFR4 holds.
      if (finding.id === 'AwsSolutions-CFR4' && domain) continue;
      Validations.of(this.distribution).acknowledge(finding);
    }
    if (domain) new SiteDomainRecords(this, 'DomainRecords', { domain, distribution: this.distribution });

    new UploadBucketCors(this, 'UploadCors', {
      buckets: props.uploadBuckets,
      allowedOrigins: [
        `https://${this.distribution.distributionDomainName}`,
        ...(props.siteOrigin ? [props.siteOrigin.replace(/\/+$/, '')] : []),
        ...(domain && props.siteOrigin !== `https://${domain.name}` ? [`https://${domain.name}`] : []),
      ],
    });

    if (webBuilt) {
      this.deployWebBuild(props.webDistDir, props.runtimeConfig);
      this.deploymentNote = `web build deployed from ${props.webDistDir} (${pages.length} prerendered pages)`;
    } else {
      this.deploymentNote = `no web build at ${props.webDistDir}: site bucket left as is (run \`npm run build:web\` before deploying)`;
    }
  }

  /** The WebACL's ARN: given, or a WebACL built here, in a stack that must be deployed to us-east-1. */
  private webAclArn(firewall: SiteStackProps['firewall']): string {
    if ('webAclArn' in firewall) return firewall.webAclArn;
    return new SiteWebAcl(this, 'Firewall', { routes: firewall.routes }).webAcl.attrArn;
  }

  /** Hashed assets are immutable; pages revalidate so a deploy shows at once. */
  private deployWebBuild(webDistDir: string, runtimeConfig: SiteStackProps['runtimeConfig']): void {
    const deployments = new Construct(this, 'WebDeployment');
    const assets = new s3deploy.BucketDeployment(deployments, 'Assets', {
      sources: [s3deploy.Source.asset(webDistDir)],
      include: ['assets/*'],
      exclude: ['*'],
      destinationBucket: this.siteBucket,
      cacheControl: [s3deploy.CacheControl.fromString(HASHED_ASSET_CACHE_CONTROL)],
      // Old hashed assets stay for clients still running the previous version.
      prune: false,
      memoryLimit: 512,
    });
    const pagesDeployment = new s3deploy.BucketDeployment(deployments, 'Pages', {
      // One build serves any environment: the user pool is named in /config.json, written at deploy time.
      sources: [
        s3deploy.Source.asset(webDistDir),
        s3deploy.Source.jsonData('config.json', { ...runtimeConfig, authFlow: 'USER_SRP_AUTH' }),
      ],
      exclude: ['assets/*'],
      destinationBucket: this.siteBucket,
      cacheControl: [s3deploy.CacheControl.fromString('public, max-age=0, must-revalidate')],
      prune: false,
      distribution: this.distribution,
      distributionPaths: ['/*'],
      memoryLimit: 512,
    });
    pagesDeployment.node.addDependency(assets);
    this.acknowledgeBucketDeploymentHandler();
  }

  /** The deployment's handler is CDK's own singleton Lambda; its shape is not ours to change. */
  private acknowledgeBucketDeploymentHandler(): void {
    const handler = this.node.children.find((child) => child.node.id.startsWith('Custom::CDKBucketDeployment'));
    if (!handler) return;
    const because = 'CDK’s BucketDeployment handler (runs only during deployment): ';
    const known = (value: string, pseudo: string) => (Token.isUnresolved(value) ? `<AWS::${pseudo}>` : value);
    const account = known(this.account, 'AccountId');
    const region = known(this.region, 'Region');
    const partition = known(this.partition, 'Partition');
    const findings = [
      {
        id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
        reason: `${because}its role is created by CDK.`,
      },
      { id: 'AwsSolutions-IAM5[Action::s3:GetObject*]', reason: `${because}reads the staged asset.` },
      { id: 'AwsSolutions-IAM5[Action::s3:GetBucket*]', reason: `${because}reads the staged asset.` },
      { id: 'AwsSolutions-IAM5[Action::s3:List*]', reason: `${because}lists source and destination.` },
      { id: 'AwsSolutions-IAM5[Action::s3:DeleteObject*]', reason: `${because}replaces files in the site bucket.` },
      { id: 'AwsSolutions-IAM5[Action::s3:Abort*]', reason: `${because}aborts failed multipart uploads.` },
      {
        // The stage file pins the account and region: then cdk-nag sees them written out in the ARN.
        id: `AwsSolutions-IAM5[Resource::arn:${partition}:s3:::cdk-hnb659fds-assets-${account}-${region}/*]`,
        reason: `${because}reads from the CDK asset bucket.`,
      },
      {
        id: `AwsSolutions-IAM5[Resource::<${this.getLogicalId(this.siteBucket.node.defaultChild as CfnElement)}.Arn>/*]`,
        reason: `${because}writes the site bucket.`,
      },
      {
        id: 'AwsSolutions-IAM5[Resource::*]',
        reason: `${because}CloudFront invalidation has no resource-level permissions.`,
      },
      { id: 'AwsSolutions-L1', reason: `${because}CDK chooses its runtime.` },
      { id: 'HIPAA.Security-IAMNoInlinePolicy', reason: `${because}its policy is created by CDK.` },
      { id: 'HIPAA.Security-LambdaConcurrency', reason: `${because}invoked once per deployment.` },
      { id: 'HIPAA.Security-LambdaDLQ', reason: `${because}invoked synchronously by CloudFormation.` },
      { id: 'HIPAA.Security-LambdaInsideVPC', reason: `${because}talks only to S3 and CloudFront.` },
      {
        id: 'HIPAA.Security-CloudWatchLogGroupEncrypted',
        reason: `${because}its log group (CDK creates it with the handler) holds the file names it copied from the public web build and CloudFront invalidation ids, no personal data; CloudWatch encrypts it at rest and the stage's retention applies.`,
      },
    ];
    for (const finding of findings) Validations.of(handler).acknowledge(finding);
  }
}
