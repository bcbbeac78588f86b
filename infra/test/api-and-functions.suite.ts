import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { deployableFunctions } from '../../functions/build';
import { type EventHandlerDef, eventHandlerEntries, eventHandlers } from '../../functions/src/events/manifest';
import { authorizedAccess, implementedRoutes, type RouteDef, routeEntries, routes } from '../../shared/src/api/routes';
import { ApiRoutesStack } from '../lib/api-routes-stack';
import { EventsStack } from '../lib/events-stack';
import { besideStubbedLunia, stubbedLunia, stubCode } from './stub-synth';
import { actionsOf, resourcesOfType, type SynthesizedLunia, sharedLunia, stageStacks } from './synth-lunia';

let lunia: SynthesizedLunia;
let routeTemplates: Template[];

beforeAll(async () => {
  lunia = await sharedLunia();
  routeTemplates = [...lunia.stacks.apiRoutes.values()].map((stack) => lunia.template(stack));
});

const deployedRoutes = () =>
  routeTemplates.flatMap((template) =>
    resourcesOfType(template, 'AWS::ApiGatewayV2::Route').map(([, route]) => route.Properties ?? {}),
  );

describe('HTTP API routes follow the manifest', () => {
  it('deploys every implemented route, with the JWT authorizer exactly when it is not public', () => {
    const byKey = new Map(deployedRoutes().map((route) => [route.RouteKey as string, route]));
    for (const [id, route] of implementedRoutes) {
      const deployed = byKey.get(`${route.method} ${route.path}`);
      expect(deployed, `${id} is not deployed`).toBeDefined();
      if (authorizedAccess(route.access)) {
        expect(deployed?.AuthorizationType, id).toBe('JWT');
        expect(deployed?.AuthorizerId, id).toBeDefined();
      } else {
        expect(deployed?.AuthorizationType ?? 'NONE', id).toBe('NONE');
        expect(deployed?.AuthorizerId, id).toBeUndefined();
      }
    }
  });

  it('deploys no planned route and nothing outside the manifest', () => {
    const implementedKeys = implementedRoutes.map(([, route]) => `${route.method} ${route.path}`).sort();
    const plannedKeys = routeEntries
      .filter(([, route]) => route.status === 'planned')
      .map(([, r]) => `${r.method} ${r.path}`);
    const deployedKeys = deployedRoutes().map((route) => route.RouteKey as string);
    expect(deployedKeys.sort()).toEqual(implementedKeys);
    for (const key of plannedKeys) expect(deployedKeys).not.toContain(key);
  });

  // No implemented route needs sign-in yet, so flip a planned one in a stubbed app.
  const flippedRoutes = besideStubbedLunia(
    ({ app, config, stacks }) =>
      new ApiRoutesStack(app, 'FlippedRoutes', {
        // Beside the app's stacks, in their pinned environment.
        env: { region: config.region },
        httpApi: stacks.api.httpApi,
        jwtAuthorizer: stacks.api.jwtAuthorizer,
        routes: [
          ['getProfile', { ...routes.getProfile, status: 'implemented' }],
          // A route deploys only with its needs: flipping a planned one means declaring them too.
          ['listAdminUsers', { ...routes.listAdminUsers, status: 'implemented', needs: ['table:read'] }],
        ],
        resources: stacks.resources,
        code: stubCode,
      }),
  );

  it('puts signed-in routes behind one JWT authorizer for the user pool’s web client', () => {
    const {
      lunia: { stacks },
      stack: flipped,
    } = flippedRoutes();
    const routesTemplate = Template.fromStack(flipped);
    for (const key of ['GET /api/profile', 'GET /api/admin/users']) {
      routesTemplate.hasResourceProperties('AWS::ApiGatewayV2::Route', {
        RouteKey: key,
        AuthorizationType: 'JWT',
        AuthorizerId: { 'Fn::ImportValue': Match.anyValue() },
      });
    }
    const apiTemplate = Template.fromStack(stacks.api);
    apiTemplate.resourceCountIs('AWS::ApiGatewayV2::Authorizer', 1);
    apiTemplate.hasResourceProperties('AWS::ApiGatewayV2::Authorizer', {
      AuthorizerType: 'JWT',
      IdentitySource: ['$request.header.Authorization'],
      JwtConfiguration: {
        Issuer: {
          'Fn::Join': [
            '',
            [
              'https://cognito-idp.',
              { Ref: 'AWS::Region' },
              '.amazonaws.com/',
              { 'Fn::ImportValue': Match.anyValue() },
            ],
          ],
        },
        Audience: [{ 'Fn::ImportValue': Match.anyValue() }],
      },
    });
  });

  it('has a throttled, access-logged default stage (in the stage stack, after the routes)', () => {
    lunia.template(lunia.stacks.apiStage).hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      DefaultRouteSettings: { ThrottlingRateLimit: 1000, ThrottlingBurstLimit: 2000 },
      AccessLogSettings: { DestinationArn: Match.anyValue(), Format: Match.stringLikeRegexp('requestId') },
    });
  });
});

describe('functions', () => {
  it('bundles every function within its budget, as `npm run synth` and `npm run deploy` require', () => {
    // functions/build.ts fails the documented deploy on any of these; the synth here built the same bundles.
    expect(lunia.overBudget).toEqual([]);
  });

  it('one Lambda per implemented route, on nodejs22.x arm64 with the bundle’s handler', () => {
    const functions = routeTemplates.flatMap((template) => resourcesOfType(template, 'AWS::Lambda::Function'));
    expect(functions).toHaveLength(implementedRoutes.length);
    for (const [, fn] of functions) {
      expect(fn.Properties).toMatchObject({
        Runtime: 'nodejs22.x',
        Architectures: ['arm64'],
        Handler: 'index.handler',
        MemorySize: 512,
        Timeout: 10,
        TracingConfig: { Mode: 'Active' },
      });
    }
  });

  it('every deployed handler declares its needs in its manifest entry', () => {
    const declared = new Map<string, unknown>([
      ...implementedRoutes.map(([, route]) => [route.handler, route.needs] as const),
      ...eventHandlerEntries
        .filter(([, consumer]) => consumer.status === 'implemented')
        .map(([, consumer]) => [consumer.handler, consumer.needs] as const),
    ]);
    for (const fn of deployableFunctions()) {
      expect(Array.isArray(declared.get(fn.handler)), `${fn.handler} declares no needs`).toBe(true);
    }
  });

  it('refuses to synthesize a route or consumer deployed without needs', () => {
    const { app, config, stacks } = stubbedLunia();
    // The types refuse both (even a plain cast); `unknown` stands in for whatever gets past them.
    const { needs: _needs, ...withoutNeeds } = routes.listAdminUsers;
    const route = withoutNeeds as unknown as RouteDef;
    expect(
      () =>
        new ApiRoutesStack(app, 'RouteWithoutNeeds', {
          // Beside the app's stacks, in their pinned environment.
          env: { region: config.region },
          httpApi: stacks.api.httpApi,
          jwtAuthorizer: stacks.api.jwtAuthorizer,
          routes: [['listAdminUsers', route]],
          resources: stacks.resources,
          code: stubCode,
        }),
    ).toThrow(
      /admin\/list-admin-users is deployed but declares no needs: add `needs` to its entry in the route manifest/,
    );
    const { needs: _, ...consumer } = { ...eventHandlers.photoUploaded };
    expect(
      () =>
        new EventsStack(app, 'ConsumerWithoutNeeds', {
          // Beside the app's stacks, in their pinned environment.
          env: { region: config.region },
          resources: stacks.resources,
          code: stubCode,
          consumers: [consumer as unknown as EventHandlerDef],
        }),
    ).toThrow(
      /events\/s3-photo-uploaded is deployed but declares no needs: add `needs` to its entry in the event manifest/,
    );
  });

  it('gives roles only customer-managed policies (no inline, no AWS-managed)', () => {
    for (const template of [...routeTemplates, lunia.template(lunia.stacks.events)]) {
      // CDK's own BucketNotificationsHandler (the custom resource that subscribes S3 consumers to an
      // imported bucket) carries an inline Put/GetBucketNotification policy; it runs at deploy time only.
      const inline = resourcesOfType(template, 'AWS::IAM::Policy').filter(
        ([id]) => !id.includes('BucketNotificationsHandler'),
      );
      expect(inline).toHaveLength(0);
      for (const [id, role] of resourcesOfType(template, 'AWS::IAM::Role')) {
        // The same deploy-time handler's role carries AWSLambdaBasicExecutionRole (acknowledged in events-stack.ts).
        if (id.includes('BucketNotificationsHandler')) continue;
        expect(JSON.stringify(role.Properties?.ManagedPolicyArns)).not.toContain(':iam::aws:policy');
      }
    }
  });

  it('the beta signup may only put items and count its per-IP window: no reads, deletes, scans or queue access', () => {
    const stack = lunia.stacks.apiRoutes.get('public');
    expect(stack).toBeDefined();
    const template = lunia.template(stack as NonNullable<typeof stack>);
    const policies = resourcesOfType(template, 'AWS::IAM::ManagedPolicy').filter(([id]) =>
      id.startsWith('CreateBetaSignup'),
    );
    expect(policies).toHaveLength(1);
    const actions = actionsOf(policies[0]?.[1].Properties?.PolicyDocument);
    expect(actions.filter((action) => action.startsWith('dynamodb:')).sort()).toEqual([
      'dynamodb:PutItem',
      'dynamodb:UpdateItem',
    ]);
    for (const forbidden of ['dynamodb:Scan', 'dynamodb:Query', 'dynamodb:DeleteItem', 'dynamodb:GetItem']) {
      expect(actions).not.toContain(forbidden);
    }
    expect(actions.some((action) => action.startsWith('sqs:'))).toBe(false);
    expect(actions.some((action) => action.startsWith('s3:') || action.startsWith('ses:'))).toBe(false);
  });

  it("the public forms read their own signing secret, never a module's (issue 25)", () => {
    const template = lunia.template(
      lunia.stacks.apiRoutes.get('public') as NonNullable<ReturnType<typeof lunia.stacks.apiRoutes.get>>,
    );
    const [[, fn]] = resourcesOfType(template, 'AWS::Lambda::Function').filter(
      ([, resource]) => resource.Properties?.Description === routes.getFormChallenge.handler,
    ) as [[string, { Properties?: { Environment?: { Variables?: Record<string, unknown> } } }]];
    const variables = fn.Properties?.Environment?.Variables ?? {};
    expect(variables.FORM_CHALLENGE_SECRET_ARN).toBeDefined();
    expect(Object.keys(variables).filter((name) => name.startsWith('MODULE_SIGNING_SECRET'))).toEqual([]);
  });

  it('no deployed function lowers the registration password hash below its default cost (record 0123)', () => {
    const variables = stageStacks(lunia.stacks).flatMap((stack) =>
      resourcesOfType(lunia.template(stack), 'AWS::Lambda::Function').flatMap(([, fn]) =>
        Object.keys((fn.Properties?.Environment as { Variables?: object } | undefined)?.Variables ?? {}),
      ),
    );
    expect(variables).toContain('TABLE_NAME');
    expect(variables).not.toContain('REGISTRATION_HASH_LOG2_N');
  });

  it('every admin route may read the MFA state from Cognito (AdminGetUser), checked on each request (issue 25)', () => {
    const template = lunia.template(
      lunia.stacks.apiRoutes.get('admin') as NonNullable<ReturnType<typeof lunia.stacks.apiRoutes.get>>,
    );
    const policies = resourcesOfType(template, 'AWS::IAM::ManagedPolicy').filter(([id]) =>
      id.startsWith('GetAdminStats'),
    );
    expect(policies).toHaveLength(1);
    expect(actionsOf(policies[0]?.[1].Properties?.PolicyDocument)).toContain('cognito-idp:AdminGetUser');
  });
});

describe('stack sizes', () => {
  it('keeps every stack well under the 500-resource limit', () => {
    const stacks = [lunia.stacks.auth, lunia.stacks.data, lunia.stacks.events, lunia.stacks.api, lunia.stacks.site];
    for (const stack of [...stacks, ...lunia.stacks.apiRoutes.values()]) {
      const count = Object.keys(lunia.template(stack).toJSON().Resources ?? {}).length;
      expect(count, stack.stackName).toBeLessThan(400);
    }
  });
});
