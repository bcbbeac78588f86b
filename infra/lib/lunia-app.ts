/**
 * Composes the stacks. Dependencies run one way: Data → Auth → Api → ApiRoutes* → ApiStage, Events → Site.
 * Stacks are environment-agnostic (no account/region) unless the context names a region, so synth
 * needs no credentials. The CloudFront WAF must be created in us-east-1: environment-agnostic (or in
 * us-east-1) the site stack holds it, and a template rule refuses a deploy elsewhere; with another
 * region, the `LuniaEdge` stack in us-east-1 holds it and the site stack reads its ARN (a weak
 * cross-region reference: CloudFormation's Fn::GetStackOutput, no custom resource).
 */
import { join } from 'node:path';
import { type App, CrossStackReferences, type Environment, ReferenceStrength, Stack, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks, HIPAASecurityChecks } from 'cdk-nag';
import { eventHandlers } from '../../functions/src/events/manifest';
import { implementedRoutes } from '../../shared/src/api/routes';
import { ApiRoutesStack, groupRoutes } from './api-routes-stack';
import { ApiStack } from './api-stack';
import { ApiStageStack } from './api-stage-stack';
import { type LuniaConfig, repoRoot } from './app-config';
import { AuthStack } from './auth-stack';
import { DataStack } from './data-stack';
import { EventsStack } from './events-stack';
import { bundledCode, type FunctionCodeSource, type SharedResources } from './shared-resources';
import { SiteStack, WAF_CLOUDFRONT_REGION } from './site-stack';
import { SiteWebAcl } from './web-acl';

/** E-mails per second per reminder worker instance (maximum concurrency 4: 12/s of the SES quota). */
const REMINDER_SEND_RATE = 3;

export interface LuniaStacks {
  auth: AuthStack;
  data: DataStack;
  events: EventsStack;
  api: ApiStack;
  apiRoutes: Map<string, ApiRoutesStack>;
  apiStage: ApiStageStack;
  /** The us-east-1 stack holding the CloudFront WAF, when the app lives in another region. */
  edge?: Stack;
  site: SiteStack;
  /** What the function stacks share, for stacks added beside these (tests). */
  resources: SharedResources;
}

export interface AddLuniaStacksOptions {
  /** Defaults to the bundles in config.functionsDistDir. */
  code?: FunctionCodeSource;
}

const pascalCase = (name: string) =>
  name.replace(/(^|-)(\w)/g, (_, _dash: string, letter: string) => letter.toUpperCase());

export function addLuniaStacks(app: App, config: LuniaConfig, options: AddLuniaStacksOptions = {}): LuniaStacks {
  if (config.validation) {
    Validations.of(app).addPlugins(new AwsSolutionsChecks(app), new HIPAASecurityChecks(app));
  }
  const code = options.code ?? bundledCode(config.functionsDistDir);
  const env: Environment | undefined = config.region
    ? { region: config.region, ...(config.account ? { account: config.account } : {}) }
    : undefined;
  const inEnv = env ? { env } : {};

  const data = new DataStack(app, 'LuniaData', inEnv);
  // Auth after data: the custom e-mail sender (a user-pool trigger) queues mail on the data stack's queue.
  const auth = new AuthStack(app, 'LuniaAuth', {
    ...inEnv,
    allowPasswordAuth: config.allowPasswordAuth,
    customEmailSender: { code: code(eventHandlers.customEmailSender.handler), authMailQueue: data.authMailQueue },
  });
  const resources: SharedResources = {
    table: data.table,
    documentsBucket: data.documentsBucket,
    photosBucket: data.photosBucket,
    mailQueue: data.mailQueue,
    mailDeadLetterQueue: data.mailDeadLetterQueue,
    authMailQueue: data.authMailQueue,
    authMailDeadLetterQueue: data.authMailDeadLetterQueue,
    reminderQueue: data.reminderQueue,
    reminderDeadLetterQueue: data.reminderDeadLetterQueue,
    counterRecountQueue: data.counterRecountQueue,
    // SES production quotas start at 14 e-mails a second: two or three per worker at its maximum
    // concurrency leaves room for the mail worker (docs/deploy.md says how to raise it with the quota).
    reminderSendRate: REMINDER_SEND_RATE,
    userPool: auth.userPool,
    customSenderKeyArn: auth.customSenderKey.keyArn,
    mailFrom: config.mailFrom,
    companyInbox: config.companyInbox,
    ...(config.siteUrl ? { siteUrl: config.siteUrl } : {}),
    bookrxSigningSecret: data.bookrxSigningSecret,
    moduleUrls: config.moduleUrls,
    moduleSigningSecrets: data.moduleSigningSecrets,
    billingSecret: data.billingSecret,
  };

  const events = new EventsStack(app, 'LuniaEvents', { ...inEnv, resources, code });
  const api = new ApiStack(app, 'LuniaApi', { ...inEnv, userPool: auth.userPool, webClient: auth.webClient });
  const apiRoutes = new Map<string, ApiRoutesStack>();
  for (const [group, routes] of groupRoutes(implementedRoutes)) {
    const stack = new ApiRoutesStack(app, `LuniaApiRoutes${pascalCase(group)}`, {
      ...inEnv,
      httpApi: api.httpApi,
      originVerifySecret: api.originVerifySecret,
      jwtAuthorizer: api.jwtAuthorizer,
      routes,
      resources,
      code,
    });
    apiRoutes.set(group, stack);
  }
  // Stage route settings may only name routes that exist: the stage comes after every routes stack.
  const apiStage = new ApiStageStack(app, 'LuniaApiStage', {
    ...inEnv,
    httpApi: api.httpApi,
    routes: implementedRoutes,
  });
  for (const stack of apiRoutes.values()) apiStage.addStackDependency(stack);

  let edge: Stack | undefined;
  let firewall: ConstructorParameters<typeof SiteStack>[2]['firewall'] = {
    routes: implementedRoutes,
    requireUsEast1: config.region === undefined,
  };
  if (config.region && config.region !== WAF_CLOUDFRONT_REGION) {
    edge = new Stack(app, 'LuniaEdge', {
      env: { ...env, region: WAF_CLOUDFRONT_REGION },
      description: 'Lunia: the CloudFront WAF (CLOUDFRONT-scope WebACLs exist only in us-east-1)',
    });
    const { webAcl } = new SiteWebAcl(edge, 'Firewall', { routes: implementedRoutes });
    CrossStackReferences.of(webAcl).produce(ReferenceStrength.WEAK);
    firewall = { webAclArn: webAcl.attrArn };
  }

  const site = new SiteStack(app, 'LuniaSite', {
    ...inEnv,
    apiOriginDomain: api.originDomain,
    accessLogsBucket: data.accessLogsBucket,
    webDistDir: config.webDistDir,
    indexHtmlPath: join(repoRoot, 'web/index.html'),
    runtimeConfig: { userPoolId: auth.userPool.userPoolId, userPoolClientId: auth.webClient.userPoolClientId },
    originVerifySecret: api.originVerifySecret,
    uploadBuckets: [data.documentsBucket, data.photosBucket],
    ...(config.siteUrl ? { siteOrigin: config.siteUrl } : {}),
    firewall,
  });
  site.addStackDependency(apiStage);
  if (edge) site.addStackDependency(edge);
  return { auth, data, events, api, apiRoutes, apiStage, ...(edge ? { edge } : {}), site, resources };
}
