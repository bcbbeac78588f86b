/**
 * The counter recount in AWS: its queue (with a dead-letter queue), the worker's mapping one step at
 * a time, and the only Scan permission of the product, on the base table, for that worker alone.
 */
import { Match, type Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { eventHandlers } from '../../functions/src/events/manifest';
import { actionsOf, policyActionsOf, resourcesOfType, type SynthesizedLunia, sharedLunia } from './synth-lunia';

let lunia: SynthesizedLunia;
let data: Template;
let events: Template;

beforeAll(async () => {
  lunia = await sharedLunia();
  data = lunia.template(lunia.stacks.data);
  events = lunia.template(lunia.stacks.events);
});

describe('counter recount', () => {
  it('has an encrypted queue that dead-letters a step after its maximum receives', () => {
    data.hasResourceProperties('AWS::SQS::Queue', {
      SqsManagedSseEnabled: true,
      RedrivePolicy: Match.objectLike({
        deadLetterTargetArn: { 'Fn::GetAtt': [Match.stringLikeRegexp('^CounterRecountDeadLetterQueue'), 'Arn'] },
        maxReceiveCount: eventHandlers.counterRecountWorker.source.maxReceiveCount,
      }),
    });
  });

  it('feeds the worker one step per invocation and reports failures per message', () => {
    events.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      EventSourceArn: { 'Fn::ImportValue': Match.stringLikeRegexp('CounterRecountQueue') },
      BatchSize: 1,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
    });
  });

  it('lets only the recount worker scan the table, and the stream consumer queue its steps', () => {
    const policies = resourcesOfType(events, 'AWS::IAM::ManagedPolicy');
    const scanners = policies
      .filter(([, policy]) => actionsOf(policy.Properties?.PolicyDocument).includes('dynamodb:Scan'))
      .map(([id]) => id);
    expect(scanners.length).toBeGreaterThan(0);
    expect(scanners.every((id) => id.startsWith('CounterRecountWorker'))).toBe(true);
    expect(policyActionsOf(events, 'CounterRecountWorker')).toEqual(
      expect.arrayContaining(['dynamodb:Scan', 'sqs:ReceiveMessage', 'dynamodb:UpdateItem']),
    );
    expect(policyActionsOf(events, 'CounterRecountWorker')).not.toContain('dynamodb:DeleteItem');
    expect(policyActionsOf(events, 'TableStream')).toContain('sqs:SendMessage');
  });
});
