import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
/**
 * Issue 26, e-mail deliverability: the sender domain's SES identity (Easy DKIM, custom MAIL FROM), the
 * configuration set every send names with its EventBridge destination for bounces, complaints and
 * deliveries, the rule that hands them to the suppression-list handler, and the configuration set on
 * every function that sends mail (its variable and its SendEmail permission). The dev stage has no
 * hosted zone (the records are stack outputs); a stage with one publishes them there.
 */
import { Match, Template } from 'aws-cdk-lib/assertions';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';
import { eventHandlerEntries } from '../../functions/src/events/manifest';
import { implementedRoutes } from '../../shared/src/api/routes';
import { readConfig, repoRoot } from '../lib/app-config';
import { createApp } from '../lib/create-app';
import { addLuniaStacks } from '../lib/lunia-app';
import { MAIL_EVENT_DETAIL_TYPES } from '../lib/mail-deliverability';
import { stagedName } from '../lib/stage-config';
import { TEST_STAGE_CONTEXT } from './stage-context';
import { resourcesOfType, type SynthesizedLunia, sharedLunia } from './synth-lunia';

let dev: SynthesizedLunia;
const CONFIGURATION_SET = stagedName('dev', 'Mail');

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
    data.hasResourceProperties('AWS::SES::ConfigurationSet', {
      Name: CONFIGURATION_SET,
      SuppressionOptions: { SuppressedReasons: Match.arrayWith(['BOUNCE', 'COMPLAINT']) },
    });
    // No hosted zone: the DKIM CNAMEs and the MAIL FROM MX and SPF are outputs to add by hand.
    expect(resourcesOfType(data, 'AWS::Route53::RecordSet')).toEqual([]);
    const outputs = Object.keys(data.findOutputs('*'));
    for (const name of ['DkimRecord1', 'DkimRecord2', 'DkimRecord3', 'MailFromMx', 'MailFromSpf']) {
      expect(
        outputs.some((id) => id.includes(name)),
        name,
      ).toBe(true);
    }
  });

  it('publishes bounces, complaints and deliveries to EventBridge’s default bus', () => {
    const data = dev.template(dev.stacks.data);
    const [[, destination] = []] = resourcesOfType(data, 'AWS::SES::ConfigurationSetEventDestination');
    const properties = destination?.Properties as {
      EventDestination: { Enabled: boolean; MatchingEventTypes: string[]; EventBridgeDestination?: unknown };
    };
    expect(properties.EventDestination.Enabled).toBe(true);
    expect([...properties.EventDestination.MatchingEventTypes].sort()).toEqual(['bounce', 'complaint', 'delivery']);
    expect(JSON.stringify(properties.EventDestination.EventBridgeDestination)).toContain('event-bus/default');
  });

  it('routes this stage’s events to the suppression-list handler, with a dead-letter queue', () => {
    const events = dev.template(dev.stacks.events);
    const handler = dev.stacks.events.functions.get('events/ses-events');
    expect(handler).toBeDefined();
    events.hasResourceProperties('AWS::Events::Rule', {
      EventPattern: {
        source: ['aws.ses'],
        'detail-type': MAIL_EVENT_DETAIL_TYPES,
        detail: { mail: { tags: { 'ses:configuration-set': [CONFIGURATION_SET] } } },
      },
      Targets: Match.arrayWith([
        Match.objectLike({ Arn: { 'Fn::GetAtt': [Match.stringLikeRegexp('^SesEvents'), 'Arn'] } }),
      ]),
    });
    const logicalId = dev.stacks.events.getLogicalId(handler?.function.node.defaultChild as never);
    const properties = events.findResources('AWS::Lambda::Function')[logicalId]?.Properties as Record<string, unknown>;
    expect(properties.DeadLetterConfig).toEqual({ TargetArn: expect.anything() });
  });

  it('names the configuration set on every function that sends mail, and lets it send with it', () => {
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
      // The function's permissions are its own customer-managed policy (infra/constructs/api-function.ts).
      const policyId = dev.stacks.events.getLogicalId(fn?.node.findChild('Policy').node.defaultChild as never);
      const document = policies[policyId]?.Properties?.PolicyDocument as { Statement: { Action: unknown }[] };
      const sendStatements = document.Statement.filter((statement) =>
        JSON.stringify(statement.Action).includes('ses:SendEmail'),
      );
      expect(JSON.stringify(sendStatements), handler).toContain(`configuration-set/${CONFIGURATION_SET}`);
    }
  });
});

describe('a stage whose hosted zone holds the sender domain', () => {
  it('publishes the DKIM and MAIL FROM records in the zone instead of outputs', () => {
    const stageFile = join(mkdtempSync(join(tmpdir(), 'lunia-stage-')), 'staging.json');
    writeFileSync(
      stageFile,
      JSON.stringify({
        ...JSON.parse(readFileSync(join(repoRoot, TEST_STAGE_CONTEXT.stageFile), 'utf8')),
        domain: { name: 'www.lunia.test', hostedZoneId: 'Z0123456789ABCDEFGHIJ', hostedZoneName: 'lunia.test' },
      }),
    );
    const app = createApp({ context: { stage: 'staging', stageFile } });
    const config = readConfig(app, { validation: false, webDistDir: '/nonexistent-web-build' });
    const stacks = addLuniaStacks(app, config, {
      code: () => lambda.Code.fromInline('export const handler = () => {};'),
    });
    const data = Template.fromStack(stacks.data);
    data.hasResourceProperties('AWS::SES::ConfigurationSet', { Name: stagedName('staging', 'Mail') });
    const records = resourcesOfType(data, 'AWS::Route53::RecordSet').map(([, record]) => record.Properties?.Type);
    expect(records.filter((type) => type === 'CNAME')).toHaveLength(3);
    expect(records).toEqual(expect.arrayContaining(['MX', 'TXT']));
    expect(Object.keys(data.findOutputs('*')).some((id) => id.includes('DkimRecord'))).toBe(false);
  });
});
