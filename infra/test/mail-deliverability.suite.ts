import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
/**
 * Issues 26 and 39, e-mail deliverability: the sender domain's SES identity (Easy DKIM, custom MAIL
 * FROM) and DMARC policy, the two configuration sets (transactional and bulk) with their EventBridge
 * destinations for bounces, complaints and deliveries, the rule that hands both sets' events to the
 * suppression-list handler, the sets on every function that sends mail (variables and SendEmail
 * permission), the bulk rate from the stage config and the support inbox. The dev stage has no hosted
 * zone (the records are stack outputs); a stage with one publishes them there.
 */
import { Match, Template } from 'aws-cdk-lib/assertions';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';
import { eventHandlerEntries } from '../../functions/src/events/manifest';
import { implementedRoutes } from '../../shared/src/api/routes';
import { readConfig, repoRoot } from '../lib/app-config';
import { addLuniaStacks, type LuniaStacks, reminderSendRateOf } from '../lib/lunia-app';
import { MAIL_EVENT_DETAIL_TYPES } from '../lib/mail-deliverability';
import { stagedName } from '../lib/stage-config';
import { TEST_STAGE_CONTEXT, TEST_STAGE_VALUES } from './stage-context';
import { resourcesOfType, type SynthesizedLunia, sharedLunia } from './synth-lunia';
import { appInTemporaryFolder, temporaryFolder } from './temporary-folder';

let dev: SynthesizedLunia;
const CONFIGURATION_SET = stagedName('dev', 'Mail');
const BULK_CONFIGURATION_SET = stagedName('dev', 'BulkMail');

/** A function's environment variables in a synthesized events stack. */
function variablesOf(stacks: SynthesizedLunia['stacks'], template: Template, handler: string) {
  const fn = stacks.events.functions.get(handler);
  const logicalId = stacks.events.getLogicalId(fn?.function.node.defaultChild as never);
  const functions = template.findResources('AWS::Lambda::Function');
  return (functions[logicalId]?.Properties as { Environment: { Variables: Record<string, unknown> } }).Environment
    .Variables;
}

/** Handlers that send e-mail: the event consumers whose needs include SendEmail (no route sends). */
const MAIL_SENDERS = eventHandlerEntries
  .filter(([, consumer]) => consumer.status === 'implemented' && consumer.needs.includes('mail:send'))
  .map(([, consumer]) => consumer.handler);

beforeAll(async () => {
  dev = await sharedLunia();
}, 600_000);

describe('the sender domain and the configuration set (dev: no hosted zone)', () => {
  it('verifies the sender domain with Easy DKIM and a custom MAIL FROM, using the configuration set', () => {
    const data = dev.template(dev.stacks.data);
    data.hasResourceProperties('AWS::SES::EmailIdentity', {
      EmailIdentity: 'lunia.test',
      DkimAttributes: { SigningEnabled: true },
      MailFromAttributes: { MailFromDomain: 'mail.lunia.test' },
      ConfigurationSetAttributes: { ConfigurationSetName: Match.anyValue() },
    });
    // One set per stream (issue 39), both with SES's own suppression as well.
    for (const name of [CONFIGURATION_SET, BULK_CONFIGURATION_SET]) {
      data.hasResourceProperties('AWS::SES::ConfigurationSet', {
        Name: name,
        SuppressionOptions: { SuppressedReasons: Match.arrayWith(['BOUNCE', 'COMPLAINT']) },
      });
    }
    expect(resourcesOfType(data, 'AWS::SES::ConfigurationSet')).toHaveLength(2);
    // No hosted zone: the DKIM CNAMEs, the MAIL FROM MX and SPF and the DMARC policy are outputs to add by hand.
    expect(resourcesOfType(data, 'AWS::Route53::RecordSet')).toEqual([]);
    const outputs = Object.keys(data.findOutputs('*'));
    const dmarc = Object.entries(data.findOutputs('*')).find(([id]) => id.includes('Dmarc'))?.[1] as { Value: string };
    expect(dmarc.Value).toBe('_dmarc.lunia.test TXT "v=DMARC1; p=none; rua=mailto:dmarc-reports@lunia.test"');
    for (const name of ['DkimRecord1', 'DkimRecord2', 'DkimRecord3', 'MailFromMx', 'MailFromSpf']) {
      expect(
        outputs.some((id) => id.includes(name)),
        name,
      ).toBe(true);
    }
  });

  it('publishes both sets’ bounces, complaints and deliveries to EventBridge’s default bus', () => {
    const data = dev.template(dev.stacks.data);
    const destinations = resourcesOfType(data, 'AWS::SES::ConfigurationSetEventDestination');
    const sets = destinations.map(([, destination]) => JSON.stringify(destination.Properties?.ConfigurationSetName));
    // One destination on each set.
    expect(new Set(sets).size).toBe(2);
    expect(sets.filter((set) => set.includes('BulkConfigurationSet'))).toHaveLength(1);
    for (const [, destination] of destinations) {
      const properties = destination.Properties as {
        EventDestination: { Enabled: boolean; MatchingEventTypes: string[]; EventBridgeDestination?: unknown };
      };
      expect(properties.EventDestination.Enabled).toBe(true);
      expect([...properties.EventDestination.MatchingEventTypes].sort()).toEqual(['bounce', 'complaint', 'delivery']);
      expect(JSON.stringify(properties.EventDestination.EventBridgeDestination)).toContain('event-bus/default');
    }
  });

  it('routes both of this stage’s sets’ events to the suppression-list handler, with a dead-letter queue', () => {
    const events = dev.template(dev.stacks.events);
    const handler = dev.stacks.events.functions.get('events/ses-events');
    expect(handler).toBeDefined();
    events.hasResourceProperties('AWS::Events::Rule', {
      EventPattern: {
        source: ['aws.ses'],
        'detail-type': MAIL_EVENT_DETAIL_TYPES,
        detail: { mail: { tags: { 'ses:configuration-set': [CONFIGURATION_SET, BULK_CONFIGURATION_SET] } } },
      },
      Targets: Match.arrayWith([
        Match.objectLike({ Arn: { 'Fn::GetAtt': [Match.stringLikeRegexp('^SesEvents'), 'Arn'] } }),
      ]),
    });
    const logicalId = dev.stacks.events.getLogicalId(handler?.function.node.defaultChild as never);
    const properties = events.findResources('AWS::Lambda::Function')[logicalId]?.Properties as Record<string, unknown>;
    expect(properties.DeadLetterConfig).toEqual({ TargetArn: expect.anything() });
  });

  it('names both configuration sets on every function that sends mail, and lets it send with them', () => {
    expect(MAIL_SENDERS.sort()).toEqual(['events/auth-mail-worker', 'events/mail-worker', 'events/reminder-worker']);
    expect(implementedRoutes.filter(([, route]) => (route.needs as readonly string[]).includes('mail:send'))).toEqual(
      [],
    );
    const events = dev.template(dev.stacks.events);
    const functions = events.findResources('AWS::Lambda::Function');
    const policies = events.findResources('AWS::IAM::ManagedPolicy');
    for (const handler of MAIL_SENDERS) {
      const fn = dev.stacks.events.functions.get(handler);
      const logicalId = dev.stacks.events.getLogicalId(fn?.function.node.defaultChild as never);
      const variables = (functions[logicalId]?.Properties as { Environment: { Variables: Record<string, unknown> } })
        .Environment.Variables;
      expect(variables.SES_CONFIGURATION_SET, handler).toBe(CONFIGURATION_SET);
      expect(variables.SES_BULK_CONFIGURATION_SET, handler).toBe(BULK_CONFIGURATION_SET);
      // Reply-To of the e-mails that invite a reply: the stage's support inbox (issue 39).
      expect(variables.SUPPORT_INBOX, handler).toBe(TEST_STAGE_VALUES.supportInbox);
      // The function's permissions are its own customer-managed policy (infra/constructs/api-function.ts).
      const policyId = dev.stacks.events.getLogicalId(fn?.node.findChild('Policy').node.defaultChild as never);
      const document = policies[policyId]?.Properties?.PolicyDocument as { Statement: { Action: unknown }[] };
      const sendStatements = document.Statement.filter((statement) =>
        JSON.stringify(statement.Action).includes('ses:SendEmail'),
      );
      expect(JSON.stringify(sendStatements), handler).toContain(`configuration-set/${CONFIGURATION_SET}`);
      expect(JSON.stringify(sendStatements), handler).toContain(`configuration-set/${BULK_CONFIGURATION_SET}`);
    }
  });

  it('paces the reminder workers to the stage’s bulk rate: the SES rate minus headroom for transactional mail', () => {
    const events = dev.template(dev.stacks.events);
    // Dev keeps the defaults: 14 e-mails a second, 10 of them bulk, over the worker's 4 instances.
    expect(reminderSendRateOf(10)).toBe(2.5);
    expect(variablesOf(dev.stacks, events, 'events/reminder-worker').REMINDER_SEND_RATE).toBe('2.5');
    const mapping = Object.values(events.findResources('AWS::Lambda::EventSourceMapping')).find((resource) =>
      JSON.stringify(resource.Properties?.EventSourceArn).includes('ReminderQueue'),
    );
    expect(mapping?.Properties?.ScalingConfig).toEqual({ MaximumConcurrency: 4 });
    // Transactional mail has its own queues and workers, which are never paced.
    for (const handler of ['events/mail-worker', 'events/auth-mail-worker']) {
      expect(dev.stacks.events.functions.get(handler), handler).toBeDefined();
    }
    const sources = Object.values(events.findResources('AWS::Lambda::EventSourceMapping')).map((resource) =>
      JSON.stringify(resource.Properties?.EventSourceArn),
    );
    for (const queue of ['AuthMailQueue', 'MailQueue', 'ReminderQueue']) {
      expect(sources.filter((source) => source.includes(`${queue}`)).length, queue).toBeGreaterThan(0);
    }
  });
});

/** An app of stage staging from the test stage file with `overrides` (a stage file of its own, as `-c stageFile=…`). */
function stagingApp(overrides: Record<string, unknown>) {
  const stageFile = join(temporaryFolder('lunia-stage-'), 'staging.json');
  const base = JSON.parse(readFileSync(join(repoRoot, TEST_STAGE_CONTEXT.stageFile), 'utf8'));
  writeFileSync(stageFile, JSON.stringify({ ...base, ...overrides }));
  return appInTemporaryFolder({ stage: 'staging', stageFile });
}

/**
 * One staging app for the two checks below (one synth of the whole app instead of two): it names its
 * own SES rate and bulk share, and its hosted zone holds the sender domain.
 */
let ownMailStage: LuniaStacks | undefined;
function stageWithItsOwnMailSettings(): LuniaStacks {
  if (!ownMailStage) {
    const app = stagingApp({
      sesSendRate: 50,
      bulkSendRate: 40,
      domain: { name: 'www.lunia.test', hostedZoneId: 'Z0123456789ABCDEFGHIJ', hostedZoneName: 'lunia.test' },
      dmarcReportAddress: 'dmarc@reports.lunia.test',
    });
    const config = readConfig(app, { validation: false, webDistDir: '/nonexistent-web-build' });
    ownMailStage = addLuniaStacks(app, config, {
      code: () => lambda.Code.fromInline('export const handler = () => {};'),
    });
  }
  return ownMailStage;
}

describe('a stage that names its own SES rate and bulk share', () => {
  it('splits the named bulk rate across the reminder workers', () => {
    const stacks = stageWithItsOwnMailSettings();
    const events = Template.fromStack(stacks.events);
    expect(variablesOf(stacks, events, 'events/reminder-worker').REMINDER_SEND_RATE).toBe('10');
  });
});

describe('a stage whose hosted zone holds the sender domain', () => {
  it('publishes the DKIM and MAIL FROM records in the zone instead of outputs', () => {
    const stacks = stageWithItsOwnMailSettings();
    const data = Template.fromStack(stacks.data);
    data.hasResourceProperties('AWS::SES::ConfigurationSet', { Name: stagedName('staging', 'Mail') });
    data.hasResourceProperties('AWS::SES::ConfigurationSet', { Name: stagedName('staging', 'BulkMail') });
    const records = resourcesOfType(data, 'AWS::Route53::RecordSet').map(([, record]) => record.Properties?.Type);
    expect(records.filter((type) => type === 'CNAME')).toHaveLength(3);
    expect(records).toEqual(expect.arrayContaining(['MX', 'TXT']));
    // DMARC at the sender domain, monitoring first, reports to the stage's address (RFC 7489 §6.1).
    data.hasResourceProperties('AWS::Route53::RecordSet', {
      Name: '_dmarc.lunia.test.',
      Type: 'TXT',
      ResourceRecords: ['"v=DMARC1; p=none; rua=mailto:dmarc@reports.lunia.test"'],
    });
    // DKIM's CNAMEs (Easy DKIM) and MAIL FROM's SPF stay beside it.
    data.hasResourceProperties('AWS::Route53::RecordSet', {
      Name: 'mail.lunia.test.',
      Type: 'TXT',
      ResourceRecords: ['"v=spf1 include:amazonses.com ~all"'],
    });
    expect(Object.keys(data.findOutputs('*')).some((id) => id.includes('DkimRecord') || id.includes('Dmarc'))).toBe(
      false,
    );
  });
});
