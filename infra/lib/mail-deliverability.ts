/**
 * E-mail deliverability (issue 26): the SES domain identity of the stage's sender domain (the domain
 * of `mailFrom`), signed with Easy DKIM and with a custom MAIL FROM domain (`mail.<domain>`), and the
 * configuration set every send names (SES_CONFIGURATION_SET, functions/src/lib/aws/ses.ts), whose
 * event destination sends bounces, complaints and deliveries to EventBridge's default bus. The
 * events stack's rule hands them to `events/ses-events` (the suppression list).
 *
 * When the stage's Route 53 hosted zone holds the sender domain, the DKIM and MAIL FROM records are
 * published there; otherwise the stack outputs the records to add by hand (docs/deploy.md).
 */
import { Aws, CfnOutput } from 'aws-cdk-lib';
import * as events from 'aws-cdk-lib/aws-events';
import * as route53 from 'aws-cdk-lib/aws-route53';
import * as ses from 'aws-cdk-lib/aws-ses';
import { Construct } from 'constructs';
import { mailFromAddress } from './app-config';
import { type StageValues, stagedName } from './stage-config';

/** The SES events the configuration set publishes (what the suppression list and the alarms read). */
export const PUBLISHED_MAIL_EVENTS = [
  ses.EmailSendingEvent.BOUNCE,
  ses.EmailSendingEvent.COMPLAINT,
  ses.EmailSendingEvent.DELIVERY,
] as const;

/** EventBridge's detail types of those events (the events stack's rule matches them). */
export const MAIL_EVENT_DETAIL_TYPES = ['Email Bounced', 'Email Complaint Received', 'Email Delivered'];

/** The sub-domain SES uses as the envelope sender (bounces return there; SPF aligns on it). */
export const MAIL_FROM_SUBDOMAIN = 'mail';

export interface MailDeliverabilityProps {
  stage: string;
  /** `Name <address>`: its domain is the identity. */
  mailFrom: string;
  /** The stage's hosted zone, when it has one. */
  domain?: StageValues['domain'];
}

/** The domain of the sender address, lower-cased. */
export function senderDomainOf(mailFrom: string): string {
  const address = mailFromAddress(mailFrom);
  return address.slice(address.lastIndexOf('@') + 1).toLowerCase();
}

export class MailDeliverability extends Construct {
  /** The configuration set's name: a plain string (no cross-stack reference), unique per stage. */
  readonly configurationSetName: string;
  readonly configurationSet: ses.ConfigurationSet;
  readonly identity: ses.EmailIdentity;
  /** Whether the DNS records were published in the stage's hosted zone (else: stack outputs). */
  readonly recordsPublished: boolean;

  constructor(scope: Construct, id: string, props: MailDeliverabilityProps) {
    super(scope, id);
    const domainName = senderDomainOf(props.mailFrom);
    const mailFromDomain = `${MAIL_FROM_SUBDOMAIN}.${domainName}`;
    this.configurationSetName = stagedName(props.stage, 'Mail');
    this.configurationSet = new ses.ConfigurationSet(this, 'ConfigurationSet', {
      configurationSetName: this.configurationSetName,
      reputationMetrics: true,
      // SES's own account-level list as well, so an address is refused even before our list has it.
      suppressionReasons: ses.SuppressionReasons.BOUNCES_AND_COMPLAINTS,
    });
    this.configurationSet.addEventDestination('Events', {
      configurationSetEventDestinationName: 'bounces-complaints-deliveries',
      destination: ses.EventDestination.eventBus(events.EventBus.fromEventBusName(this, 'DefaultBus', 'default')),
      events: [...PUBLISHED_MAIL_EVENTS],
    });

    // An identity made from the zone is named after the zone: only a sender at the zone's apex may use
    // it, or two stages sending from subdomains of one zone would ask for the same identity (issue 42).
    const zoneSettings = props.domain && domainName === props.domain.hostedZoneName ? props.domain : undefined;
    const zone = zoneSettings
      ? route53.PublicHostedZone.fromPublicHostedZoneAttributes(this, 'Zone', {
          hostedZoneId: zoneSettings.hostedZoneId,
          zoneName: zoneSettings.hostedZoneName,
        })
      : undefined;
    this.recordsPublished = zone !== undefined;
    this.identity = new ses.EmailIdentity(this, 'Identity', {
      identity: zone ? ses.Identity.publicHostedZone(zone) : ses.Identity.domain(domainName),
      dkimSigning: true,
      mailFromDomain,
      // Mail through the identity uses the set even if a caller did not name it.
      configurationSet: this.configurationSet,
    });
    if (!zone) this.outputRecordsToAdd(domainName, mailFromDomain);
  }

  /** The DNS records to add at the sender domain's DNS host: three DKIM CNAMEs and the MAIL FROM MX and SPF. */
  private outputRecordsToAdd(domainName: string, mailFromDomain: string): void {
    this.identity.dkimRecords.forEach((record, n) => {
      new CfnOutput(this, `DkimRecord${n + 1}`, {
        description: `SES Easy DKIM for ${domainName}: add this CNAME record (name = value)`,
        value: `${record.name} CNAME ${record.value}`,
      });
    });
    new CfnOutput(this, 'MailFromMx', {
      description: `SES custom MAIL FROM for ${domainName}: add this MX record`,
      value: `${mailFromDomain} MX 10 feedback-smtp.${Aws.REGION}.amazonses.com`,
    });
    new CfnOutput(this, 'MailFromSpf', {
      description: `SES custom MAIL FROM for ${domainName}: add this TXT record`,
      value: `${mailFromDomain} TXT "v=spf1 include:amazonses.com ~all"`,
    });
  }
}
