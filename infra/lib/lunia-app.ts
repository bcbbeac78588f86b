/**
 * Composes the stacks. Dependencies run one way: Auth, Data → Api → ApiRoutes*, Events → Site.
 * Stacks are environment-agnostic (no account/region), so synth needs no credentials.
 */
import { type App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks, HIPAASecurityChecks } from 'cdk-nag';
import { eventHandlers } from '../../functions/src/events/manifest';
import { implementedRoutes } from '../../shared/src/api/routes';
import { ApiRoutesStack, groupRoutes } from './api-routes-stack';
import { ApiStack } from './api-stack';
import type { LuniaConfig } from './app-config';
import { AuthStack } from './auth-stack';
import { DataStack } from './data-stack';
import { EventsStack } from './events-stack';
import { bundledCode, type FunctionCodeSource, type SharedResources } from './shared-resources';
import { SiteStack } from './site-stack';

/** E-mails per second per reminder worker instance (maximum concurrency 4: 12/s of the SES quota). */
const REMINDER_SEND_RATE = 3;

export interface LuniaStacks {
  auth: AuthStack;
  data: DataStack;
  events: EventsStack;
  api: ApiStack;
  apiRoutes: Map<string, ApiRoutesStack>;
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

  const data = new DataStack(app, 'LuniaData', { siteOrigins: config.siteOrigins });
  // Auth after data: the custom e-mail sender (a user-pool trigger) queues mail on the data stack's queue.
  const auth = new AuthStack(app, 'LuniaAuth', {
    allowPasswordAuth: config.allowPasswordAuth,
    customEmailSender: { code: code(eventHandlers.customEmailSender.handler), mailQueue: data.mailQueue },
  });
  const resources: SharedResources = {
    table: data.table,
    documentsBucket: data.documentsBucket,
    photosBucket: data.photosBucket,
    mailQueue: data.mailQueue,
    mailDeadLetterQueue: data.mailDeadLetterQueue,
    reminderQueue: data.reminderQueue,
    reminderDeadLetterQueue: data.reminderDeadLetterQueue,
    // SES production quotas start at 14 e-mails a second: two or three per worker at its maximum
    // concurrency leaves room for the mail worker (docs/deploy.md says how to raise it with the quota).
    reminderSendRate: REMINDER_SEND_RATE,
    userPool: auth.userPool,
    customSenderKeyArn: auth.customSenderKey.keyArn,
    mailFrom: config.mailFrom,
    companyInbox: config.companyInbox,
    bookrxUrl: config.bookrxUrl,
    ...(config.siteUrl ? { siteUrl: config.siteUrl } : {}),
    bookrxSigningSecret: data.bookrxSigningSecret,
    billingSecret: data.billingSecret,
  };

  const events = new EventsStack(app, 'LuniaEvents', { resources, code });
  const api = new ApiStack(app, 'LuniaApi', { userPool: auth.userPool, webClient: auth.webClient });
  const apiRoutes = new Map<string, ApiRoutesStack>();
  for (const [group, routes] of groupRoutes(implementedRoutes)) {
    const stack = new ApiRoutesStack(app, `LuniaApiRoutes${pascalCase(group)}`, {
      httpApi: api.httpApi,
      jwtAuthorizer: api.jwtAuthorizer,
      routes,
      resources,
      code,
    });
    apiRoutes.set(group, stack);
  }

  const site = new SiteStack(app, 'LuniaSite', {
    apiOriginDomain: api.originDomain,
    accessLogsBucket: data.accessLogsBucket,
    webDistDir: config.webDistDir,
    runtimeConfig: { userPoolId: auth.userPool.userPoolId, userPoolClientId: auth.webClient.userPoolClientId },
  });
  return { auth, data, events, api, apiRoutes, site, resources };
}
