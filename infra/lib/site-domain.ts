/**
 * The site's custom domain (issue 26), when the stage names one: an ACM certificate validated by DNS
 * in the stage's Route 53 hosted zone (CloudFront takes certificates from us-east-1 only: this construct
 * lives in the stack that is there, the site stack or the edge stack), and the alias records that point
 * the name at the distribution. The API stays behind the same name at `/api/*`.
 */
import { Stack, Token } from 'aws-cdk-lib';
import * as acm from 'aws-cdk-lib/aws-certificatemanager';
import type * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as route53 from 'aws-cdk-lib/aws-route53';
import * as targets from 'aws-cdk-lib/aws-route53-targets';
import { Construct } from 'constructs';
import type { StageValues } from './stage-config';
import { CLOUDFRONT_REGION } from './stage-file';

export type DomainSettings = NonNullable<StageValues['domain']>;

/**
 * CloudFront takes its WAF (CLOUDFRONT scope) and certificates from us-east-1 only: a construct holding
 * one refuses to synthesize in a stack pinned to another region (lunia-app.ts puts them in the edge stack).
 */
export function assertCloudFrontRegion(scope: Construct, what: string): void {
  const { region } = Stack.of(scope);
  if (!Token.isUnresolved(region) && region !== CLOUDFRONT_REGION) {
    throw new Error(
      `${what} is for CloudFront, which takes it from ${CLOUDFRONT_REGION} only, but ${Stack.of(scope).stackName} is in ${region}: it belongs in the us-east-1 edge stack (docs/deploy.md, "First deploy of a stage").`,
    );
  }
}

const zoneOf = (scope: Construct, domain: DomainSettings) =>
  route53.HostedZone.fromHostedZoneAttributes(scope, 'Zone', {
    hostedZoneId: domain.hostedZoneId,
    zoneName: domain.hostedZoneName,
  });

/** The certificate of the domain, DNS-validated in its zone (create it in a us-east-1 stack). */
export class SiteCertificate extends Construct {
  readonly certificate: acm.Certificate;

  constructor(scope: Construct, id: string, domain: DomainSettings) {
    super(scope, id);
    assertCloudFrontRegion(this, 'The site certificate');
    this.certificate = new acm.Certificate(this, 'Certificate', {
      domainName: domain.name,
      validation: acm.CertificateValidation.fromDns(zoneOf(this, domain)),
    });
  }
}

/** IPv4 and IPv6 alias records of the domain to the distribution. */
export class SiteDomainRecords extends Construct {
  constructor(scope: Construct, id: string, props: { domain: DomainSettings; distribution: cloudfront.IDistribution }) {
    super(scope, id);
    const zone = zoneOf(this, props.domain);
    const target = route53.RecordTarget.fromAlias(new targets.CloudFrontTarget(props.distribution));
    new route53.ARecord(this, 'Ipv4', { zone, recordName: props.domain.name, target });
    new route53.AaaaRecord(this, 'Ipv6', { zone, recordName: props.domain.name, target });
  }
}
