import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { type EventHandlerDef, eventHandlers } from '../../functions/src/events/manifest';
import { repoRoot } from '../lib/app-config';
import { EventsStack, implementedEventConsumers } from '../lib/events-stack';
import { pageRewriteCode } from '../lib/site-edge';
import { TEST_STAGE_VALUES } from './stage-context';
import { besideStubbedLunia, stubCode } from './stub-synth';
import { policyActionsOf, resourcesOfType, type SynthesizedLunia, sharedLunia } from './synth-lunia';

let lunia: SynthesizedLunia;
let events: Template;
let site: Template;

beforeAll(async () => {
  lunia = await sharedLunia();
  events = lunia.template(lunia.stacks.events);
  site = lunia.template(lunia.stacks.site);
});

describe('mail worker', () => {
  it('consumes the mail queue in batches and reports failures per message', () => {
    events.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      EventSourceArn: { 'Fn::ImportValue': Match.stringLikeRegexp('MailQueue') },
      BatchSize: eventHandlers.mailWorker.source.batchSize,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
    });
  });

  it('may consume the queue, claim/release dedupe items and send e-mail as the configured sender only', () => {
    const actions = policyActionsOf(events, 'MailWorker');
    expect(actions).toEqual(
      expect.arrayContaining([
        'sqs:ReceiveMessage',
        'sqs:DeleteMessage',
        'dynamodb:PutItem',
        'dynamodb:DeleteItem',
        'ses:SendEmail',
      ]),
    );
    expect(actions).not.toContain('dynamodb:Scan');
    events.hasResourceProperties('AWS::IAM::ManagedPolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Action: 'ses:SendEmail',
            Condition: { StringEquals: { 'ses:FromAddress': 'no-reply@lunia.test' } },
          }),
        ]),
      },
    });
  });

  it('runs the same code on the auth mail queue as a separate function and mapping', () => {
    expect(readFileSync(join(repoRoot, 'functions/src/events/auth-mail-worker.ts'), 'utf8')).toMatch(
      /export \{ handler \} from '\.\/mail-worker'/,
    );
    const mappings = resourcesOfType(events, 'AWS::Lambda::EventSourceMapping').map(([, mapping]) =>
      JSON.stringify(mapping.Properties),
    );
    const authMappings = mappings.filter((mapping) => mapping.includes('AuthMailQueue'));
    expect(authMappings).toHaveLength(1);
    expect(authMappings[0]).toMatch(/AuthMailWorker/);
    expect(authMappings[0]).not.toMatch(/"MailWorker/);
    const actions = policyActionsOf(events, 'AuthMailWorker');
    expect(actions).toEqual(expect.arrayContaining(['sqs:ReceiveMessage', 'ses:SendEmail', 'dynamodb:GetItem']));
  });

  it('gets MAIL_FROM from the configuration', () => {
    events.hasResourceProperties('AWS::Lambda::Function', {
      Environment: {
        Variables: Match.objectLike({ MAIL_FROM: TEST_STAGE_VALUES.mailFrom, TABLE_NAME: Match.anyValue() }),
      },
    });
  });
});

describe('table stream consumer', () => {
  it('reads the stream with the manifest’s batch size and retries, bisecting and parking failures', () => {
    const source = eventHandlers.tableStream.source;
    events.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      EventSourceArn: { 'Fn::ImportValue': Match.stringLikeRegexp('StreamArn') },
      BatchSize: source.batchSize,
      MaximumRetryAttempts: source.retryAttempts,
      BisectBatchOnFunctionError: true,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      StartingPosition: 'TRIM_HORIZON',
      DestinationConfig: { OnFailure: { Destination: Match.anyValue() } },
    });
  });

  it('gets COMPANY_INBOX from the configuration, for the copies of partner and contact messages', () => {
    events.hasResourceProperties('AWS::Lambda::Function', {
      Environment: { Variables: Match.objectLike({ COMPANY_INBOX: TEST_STAGE_VALUES.companyInbox }) },
    });
  });

  // Reads: the organization-approval e-mail looks up the organization's owner (GetItem/Query by key).
  // Deletes: an organization's search items that no longer match it (maintain-organization-lookup).
  it('may read the stream, queue mail, read by key, put/update (counters, lists) and delete search items — no scans', () => {
    const actions = policyActionsOf(events, 'TableStream');
    expect(actions).toEqual(expect.arrayContaining(['dynamodb:GetRecords', 'sqs:SendMessage']));
    expect(actions.filter((a) => /^dynamodb:(Put|Update|Delete|Get|Query|Scan)/.test(a)).sort()).toEqual([
      'dynamodb:DeleteItem',
      'dynamodb:GetItem',
      'dynamodb:GetRecords',
      'dynamodb:GetShardIterator',
      'dynamodb:PutItem',
      'dynamodb:Query',
      'dynamodb:UpdateItem',
    ]);
  });
});

describe('S3 object-created consumers', () => {
  // Typed as any entry, so the tests hold whether the manifest has it planned or implemented.
  const documentUploaded = eventHandlers.documentUploaded as EventHandlerDef;

  it('are not wired while planned', () => {
    if (documentUploaded.status === 'implemented') return;
    expect(implementedEventConsumers().map((c) => c.handler)).not.toContain(documentUploaded.handler);
    events.resourceCountIs('Custom::S3BucketNotifications', 0);
  });

  // An events stack beside a stubbed app that gets the consumer as implemented, with stub code.
  const flippedEvents = besideStubbedLunia(
    ({ app, config, stacks }) =>
      new EventsStack(app, 'FlippedEvents', {
        // Beside the app's stacks, in their pinned environment.
        env: { region: config.region },
        resources: stacks.resources,
        code: stubCode,
        // A planned entry may leave its needs out; deploying it takes them.
        consumers: [
          { ...documentUploaded, status: 'implemented', needs: documentUploaded.needs ?? ['documents:read'] },
        ],
      }),
  );

  it('are wired to the bucket the manifest names once implemented', () => {
    const flipped = flippedEvents().stack;
    const template = Template.fromStack(flipped);
    template.hasResourceProperties('Custom::S3BucketNotifications', {
      BucketName: { 'Fn::ImportValue': Match.stringLikeRegexp('Documents') },
      NotificationConfiguration: {
        LambdaFunctionConfigurations: [Match.objectLike({ Events: ['s3:ObjectCreated:*'] })],
      },
    });
    template.hasResourceProperties('AWS::Lambda::Function', { DeadLetterConfig: { TargetArn: Match.anyValue() } });
    expect(policyActionsOf(template, 'S3DocumentUploaded')).toEqual(
      expect.arrayContaining(['s3:GetObject', 'sqs:SendMessage']),
    );
  });
});

describe('scheduled jobs', () => {
  const expiryCheck = eventHandlers.expiryCheck as EventHandlerDef;

  it('runs the expiry check daily at 10:00 UTC (06:00 in Puerto Rico) through an EventBridge rule', () => {
    expect(expiryCheck.source).toMatchObject({ type: 'schedule', cron: 'cron(0 10 * * ? *)' });
    // The events stack has other rules (the review digest's, the malware verdicts'): this is the expiry check's.
    const rules = resourcesOfType(events, 'AWS::Events::Rule').filter(([id]) => id.startsWith('ExpiryCheck'));
    expect(rules).toHaveLength(1);
    const [, rule] = rules[0] as [string, { Properties: Record<string, unknown> }];
    expect(rule.Properties.ScheduleExpression).toBe('cron(0 10 * * ? *)');
    expect(rule.Properties.State).toBe('ENABLED');
    const targets = rule.Properties.Targets as { Arn: { 'Fn::GetAtt': string[] }; RetryPolicy?: unknown }[];
    expect(targets).toHaveLength(1);
    expect(targets[0]?.Arn['Fn::GetAtt']?.[0]).toMatch(/^ExpiryCheck/);
    // EventBridge retries an undeliverable invocation for a day, then keeps it in the DLQ (issue 42).
    expect(targets[0]?.RetryPolicy).toEqual({ MaximumRetryAttempts: 8, MaximumEventAgeInSeconds: 86_400 });
    // EventBridge may invoke it, and nothing else is granted beyond its needs.
    events.hasResourceProperties('AWS::Lambda::Permission', {
      Action: 'lambda:InvokeFunction',
      Principal: 'events.amazonaws.com',
      FunctionName: { 'Fn::GetAtt': [Match.stringLikeRegexp('^ExpiryCheck'), 'Arn'] },
    });
  });

  it('gives the job its timeout, a dead-letter queue, and only table reads and writes (no scan)', () => {
    const functions = resourcesOfType(events, 'AWS::Lambda::Function').filter(([id]) => id.startsWith('ExpiryCheck'));
    expect(functions).toHaveLength(1);
    const [, fn] = functions[0] as [string, { Properties: Record<string, unknown> }];
    expect(fn.Properties.Timeout).toBe(300);
    expect(fn.Properties.DeadLetterConfig).toHaveProperty('TargetArn');
    const actions = policyActionsOf(events, 'ExpiryCheck');
    expect(actions).toEqual(expect.arrayContaining(['dynamodb:Query', 'dynamodb:PutItem', 'dynamodb:UpdateItem']));
    expect(actions).not.toContain('dynamodb:Scan');
    expect(actions).not.toContain('sqs:ReceiveMessage');
  });
});

describe('site', () => {
  it('serves the private bucket through Origin Access Control with index.html as root', () => {
    site.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        DefaultRootObject: 'index.html',
        Origins: Match.arrayWith([Match.objectLike({ OriginAccessControlId: Match.anyValue() })]),
      }),
    });
    site.hasResourceProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: Match.objectLike({ BlockPublicPolicy: true, RestrictPublicBuckets: true }),
    });
  });

  it('forwards /api/* to the HTTP API uncached with every viewer header but Host', () => {
    site.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        CacheBehaviors: [
          Match.objectLike({
            PathPattern: '/api/*',
            AllowedMethods: ['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE'],
            CachePolicyId: '4135ea2d-6df8-44a3-9df3-4b5a84be39ad', // Managed-CachingDisabled
            OriginRequestPolicyId: 'b689b0a8-53d0-40ab-baf2-68738e2966ac', // Managed-AllViewerExceptHostHeader
            ViewerProtocolPolicy: 'https-only',
          }),
        ],
      }),
    });
  });

  it('sends security headers', () => {
    site.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: Match.objectLike({
        SecurityHeadersConfig: Match.objectLike({
          StrictTransportSecurity: Match.objectLike({ IncludeSubdomains: true }),
          ContentTypeOptions: { Override: true },
          FrameOptions: { FrameOption: 'DENY', Override: true },
          ReferrerPolicy: Match.objectLike({ ReferrerPolicy: 'strict-origin-when-cross-origin' }),
        }),
      }),
    });
  });

  it('skips the web deployment when there is no build', () => {
    site.resourceCountIs('Custom::CDKBucketDeployment', 0);
  });

  it('rewrites page URLs to prerendered pages or the SPA shell, and leaves files alone', () => {
    const rewrite = (uri: string) => {
      const code = `${pageRewriteCode(['/partners'], '/index.html')}\nresult = handler({ request: { uri: ${JSON.stringify(uri)} } }).uri;`;
      const context: { result?: string } = {};
      runInNewContext(code, context);
      return context.result;
    };
    expect(rewrite('/')).toBe('/index.html');
    expect(rewrite('/partners')).toBe('/partners/index.html');
    expect(rewrite('/partners/')).toBe('/partners/index.html');
    expect(rewrite('/portal/documents')).toBe('/index.html');
    expect(rewrite('/assets/app-1234.js')).toBe('/assets/app-1234.js');
    expect(rewrite('/favicon.ico')).toBe('/favicon.ico');
  });
});
