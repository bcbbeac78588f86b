/**
 * E-mail deliverability (issues 26 and 39): the SES domain identity of the stage's sender domain (the
 * domain of `mailFrom`), signed with Easy DKIM and with a custom MAIL FROM domain (`mail.<domain>`),
 * its DMARC policy, and two configuration sets, one per stream: transactional mail (codes, security
 * notices, decisions, receipts: SES_CONFIGURATION_SET) and bulk mail (reminders:
 * SES_BULK_CONFIGURATION_SET; functions/src/lib/aws/ses.ts). Each set's event destination sends
 * bounces, complaints and deliveries to EventBridge's default bus, and the events stack's rule hands
 * both sets' events to `events/ses-events` (the suppression list). Separate sets keep the two
 * streams' reputation metrics apart, so a bulk run's complaints show as bulk.
 *
 * When the stage's Route 53 hosted zone holds the sender domain, the DKIM, MAIL FROM and DMARC records
 * are published there; otherwise the stack outputs the records to add by hand (docs/deploy.md).
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

/** The DMARC policy published with the sender domain: monitor first (docs/deploy.md says when to quarantine). */
export const dmarcPolicy = (reportAddress: string) => `v=DMARC1; p=none; rua=mailto:${reportAddress}`;

export interface MailDeliverabilityProps {
  stage: string;
  /** `Name <address>`: its domain is the identity. */
  mailFrom: string;
  /** DMARC's aggregate-report address (stage config). */
  dmarcReportAddress: string;
  /** The stage's hosted zone, when it has one. */
  domain?: StageValues['domain'];
}

/** The domain of the sender address, lower-cased. */
export function senderDomainOf(mailFrom: string): string {
  const address = mailFromAddress(mailFrom);
  return address.slice(address.lastIndexOf('@') + 1).toLowerCase();
}

export class MailDeliverability extends Construct {
  /** The transactional set's name: a plain string (no cross-stack reference), unique per stage. */
  readonly configurationSetName: string;
  readonly configurationSet: ses.ConfigurationSet;
  /** The bulk set's name (reminders), also unique per stage. */
  readonly bulkConfigurationSetName: string;
  readonly bulkConfigurationSet: ses.ConfigurationSet;
  readonly identity: ses.EmailIdentity;
  /** Whether the DNS records were published in the stage's hosted zone (else: stack outputs). */
  readonly recordsPublished: boolean;

  constructor(scope: Construct, id: string, props: MailDeliverabilityProps) {
    super(scope, id);
    const domainName = senderDomainOf(props.mailFrom);
    const mailFromDomain = `${MAIL_FROM_SUBDOMAIN}.${domainName}`;
    const defaultBus = events.EventBus.fromEventBusName(this, 'DefaultBus', 'default');
    const configurationSet = (id: string, name: string) => {
      const set = new ses.ConfigurationSet(this, id, {
        configurationSetName: name,
        reputationMetrics: true,
        // SES's own account-level list as well, so an address is refused even before our list has it.
        suppressionReasons: ses.SuppressionReasons.BOUNCES_AND_COMPLAINTS,
      });
      set.addEventDestination('Events', {
        configurationSetEventDestinationName: 'bounces-complaints-deliveries',
        destination: ses.EventDestination.eventBus(defaultBus),
        events: [...PUBLISHED_MAIL_EVENTS],
      });
      return set;
    };
    this.configurationSetName = stagedName(props.stage, 'Mail');
    this.configurationSet = configurationSet('ConfigurationSet', this.configurationSetName);
    this.bulkConfigurationSetName = stagedName(props.stage, 'BulkMail');
    this.bulkConfigurationSet = configurationSet('BulkConfigurationSet', this.bulkConfigurationSetName);

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
    // DMARC (RFC 7489) at the sender domain: SPF aligns through the MAIL FROM sub-domain, DKIM through
    // Easy DKIM's d=<domain>; `p=none` reports without affecting delivery until the reports are clean.
    const dmarc = dmarcPolicy(props.dmarcReportAddress);
    if (zone) {
      new route53.TxtRecord(this, 'DmarcRecord', { zone, recordName: `_dmarc.${domainName}`, values: [dmarc] });
    } else {
      this.outputRecordsToAdd(domainName, mailFromDomain);
      new CfnOutput(this, 'Dmarc', {
        description: `DMARC policy for ${domainName}: add this TXT record`,
        value: `_dmarc.${domainName} TXT "${dmarc}"`,
      });
    }
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
