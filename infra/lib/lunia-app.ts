/**
 * Composes the stacks. Dependencies run one way: Data → Auth → Api → ApiRoutes* → ApiStage, Events → Site.
 * Every stack is pinned to the stage file's region (and account, when it names one; synth needs no
 * credentials). The CloudFront WAF must be created in us-east-1: there the site stack holds it; in
 * another region, the `LuniaEdge` stack in us-east-1 holds it and the site stack reads its ARN (a weak
 * cross-region reference: CloudFormation's Fn::GetStackOutput, no custom resource).
 */
import { join } from 'node:path';
import {
  type App,
  Aspects,
  CrossStackReferences,
  type Environment,
  ReferenceStrength,
  Stack,
  type StackProps,
  Tags,
  Validations,
} from 'aws-cdk-lib';
import { AwsSolutionsChecks, HIPAASecurityChecks } from 'cdk-nag';
import { eventHandlers } from '../../functions/src/events/manifest';
import { implementedRoutes } from '../../shared/src/api/routes';
import { ApiRoutesStack, groupRoutes } from './api-routes-stack';
import { ApiStack } from './api-stack';
import { ApiStageStack } from './api-stage-stack';
import { type LuniaConfig, repoRoot } from './app-config';
import { AuthStack } from './auth-stack';
import { DashboardStack } from './dashboard-stack';
import { BackupCopyStack } from './data-backup';
import { DataStack } from './data-stack';
import { EventsStack } from './events-stack';
import { MailDeliverability } from './mail-deliverability';
import { AlarmsStack, OperationalStandards } from './operations';
import { bundledCode, type FunctionCodeSource, type SharedResources } from './shared-resources';
import { SiteCertificate } from './site-domain';
import { SiteStack, WAF_CLOUDFRONT_REGION } from './site-stack';
import { stagedName } from './stage-config';
import { SiteWebAcl } from './web-acl';

/**
 * E-mails a second one reminder worker instance sends: the stage's bulk rate over the worker's maximum
 * concurrency (its event source mapping), so all instances together stay at the bulk rate.
 */
export function reminderSendRateOf(bulkPerSecond: number): number {
  const concurrency = eventHandlers.reminderWorker.source.maxConcurrency;
  if (!concurrency) throw new Error('The reminder worker needs a maximum concurrency to split the bulk rate');
  return bulkPerSecond / concurrency;
}

export interface LuniaStacks {
  auth: AuthStack;
  data: DataStack;
  events: EventsStack;
  api: ApiStack;
  apiRoutes: Map<string, ApiRoutesStack>;
  apiStage: ApiStageStack;
  /** The us-east-1 stack holding the CloudFront WAF, when the app lives in another region. */
  edge?: Stack;
  /** The copy region's backup vault, when the stage names a backupCopyRegion. */
  backupCopy?: BackupCopyStack;
  site: SiteStack;
  alarms: AlarmsStack;
  dashboard: DashboardStack;
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
  const env: Environment = { region: config.region, ...(config.account ? { account: config.account } : {}) };
  // Every stack's name carries the stage (so do CDK's export names, built from it): stages deploy side
  // by side in one account. The construct ids stay, so `cdk deploy LuniaData` names a stack in any stage.
  const named = (part: string, props: StackProps = {}): StackProps => ({
    env,
    ...props,
    stackName: stagedName(config.stage, part),
  });

  const alarms = new AlarmsStack(app, 'LuniaAlarms', {
    ...named('Alarms'),
    stage: config.stage,
    alarmEmail: config.alarmEmail,
    monthlyBudgetUsd: config.monthlyBudgetUsd,
  });
  // The stage's cost shows under this tag (the budget filters by it; activate it as a cost allocation tag).
  Tags.of(app).add('lunia:stage', config.stage);
  Aspects.of(app).add(
    new OperationalStandards({
      topic: alarms.topic,
      stage: config.stage,
      logRetentionDays: config.logRetentionDays,
      logLevel: config.logLevel,
    }),
  );
  // The stateful stacks (table, buckets, secrets; the user pool) refuse deletion where the stage says so.
  const stateful = { terminationProtection: config.protectData };
  const data = new DataStack(app, 'LuniaData', {
    ...named('Data', stateful),
    stage: config.stage,
    backupCopyRegion: config.backupCopyRegion,
    restoredTable: config.restoredTable,
  });
  let backupCopy: BackupCopyStack | undefined;
  if (config.backupCopyRegion) {
    // The copy region's vault must exist before the plan copies into it.
    backupCopy = new BackupCopyStack(app, 'LuniaBackupCopy', {
      env: { ...env, region: config.backupCopyRegion },
      stackName: stagedName(config.stage, 'BackupCopy'),
      description: 'Lunia: the vault AWS Backup copies the daily recovery points to (a second region)',
      stage: config.stage,
      ...stateful,
    });
    data.addStackDependency(backupCopy);
  }
  // The sender's SES identity (DKIM, MAIL FROM) and the configuration set every send names, beside the queues.
  const mail = new MailDeliverability(data, 'Mail', {
    stage: config.stage,
    mailFrom: config.mailFrom,
    dmarcReportAddress: config.dmarcReportAddress,
    ...(config.domain ? { domain: config.domain } : {}),
  });
  // Auth after data: the custom e-mail sender (a user-pool trigger) queues mail on the data stack's queue.
  const auth = new AuthStack(app, 'LuniaAuth', {
    ...named('Auth', stateful),
    allowPasswordAuth: config.allowPasswordAuth,
    threatProtection: config.threatProtection,
    customEmailSender: {
      code: code(eventHandlers.customEmailSender.handler),
      authMailQueue: data.authMailQueue,
      table: data.table,
    },
    passwordResetConfirmed: { code: code(eventHandlers.passwordResetConfirmed.handler), table: data.table },
  });
  const resources: SharedResources = {
    table: data.table,
    documentsBucket: data.documentsBucket,
    photosBucket: data.photosBucket,
    backupsBucket: data.backupsBucket,
    mailQueue: data.mailQueue,
    mailDeadLetterQueue: data.mailDeadLetterQueue,
    authMailQueue: data.authMailQueue,
    authMailDeadLetterQueue: data.authMailDeadLetterQueue,
    reminderQueue: data.reminderQueue,
    reminderDeadLetterQueue: data.reminderDeadLetterQueue,
    counterRecountQueue: data.counterRecountQueue,
    // The stage's bulk share of the SES rate (stage-config.ts), split across the reminder worker's
    // concurrent instances; what is left of the account rate is the transactional mail's (issue 39).
    reminderSendRate: reminderSendRateOf(config.mailRates.bulk),
    userPool: auth.userPool,
    customSenderKeyArn: auth.customSenderKey.keyArn,
    mailFrom: config.mailFrom,
    mailConfigurationSet: mail.configurationSetName,
    bulkMailConfigurationSet: mail.bulkConfigurationSetName,
    supportInbox: config.supportInbox,
    companyInbox: config.companyInbox,
    ...(config.siteUrl ? { siteUrl: config.siteUrl } : {}),
    formChallengeSecret: data.formChallengeSecret,
    moduleUrls: config.moduleUrls,
    moduleSigningSecrets: data.moduleSigningSecrets,
    billingSecret: data.billingSecret,
  };

  const events = new EventsStack(app, 'LuniaEvents', { ...named('Events'), resources, code });
  const api = new ApiStack(app, 'LuniaApi', { ...named('Api'), userPool: auth.userPool, webClient: auth.webClient });
  const apiRoutes = new Map<string, ApiRoutesStack>();
  for (const [group, routes] of groupRoutes(implementedRoutes)) {
    const stack = new ApiRoutesStack(app, `LuniaApiRoutes${pascalCase(group)}`, {
      ...named(`ApiRoutes${pascalCase(group)}`),
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
    ...named('ApiStage'),
    httpApi: api.httpApi,
    routes: implementedRoutes,
  });
  for (const stack of apiRoutes.values()) apiStage.addStackDependency(stack);

  let edge: Stack | undefined;
  let domain: ConstructorParameters<typeof SiteStack>[2]['domain'] = config.domain;
  let firewall: ConstructorParameters<typeof SiteStack>[2]['firewall'] = {
    routes: implementedRoutes,
  };
  if (config.region !== WAF_CLOUDFRONT_REGION) {
    edge = new Stack(app, 'LuniaEdge', {
      env: { ...env, region: WAF_CLOUDFRONT_REGION },
      stackName: stagedName(config.stage, 'Edge'),
      description: 'Lunia: the CloudFront WAF (CLOUDFRONT-scope WebACLs exist only in us-east-1)',
    });
    const { webAcl } = new SiteWebAcl(edge, 'Firewall', { routes: implementedRoutes });
    CrossStackReferences.of(webAcl).produce(ReferenceStrength.WEAK);
    firewall = { webAclArn: webAcl.attrArn };
    if (config.domain) {
      // CloudFront's certificate lives in us-east-1 too, beside the WAF.
      const { certificate } = new SiteCertificate(edge, 'Domain', config.domain);
      CrossStackReferences.of(certificate).produce(ReferenceStrength.WEAK);
      domain = { ...config.domain, certificateArn: certificate.certificateArn };
    }
  }

  const site = new SiteStack(app, 'LuniaSite', {
    ...named('Site'),
    apiOriginDomain: api.originDomain,
    accessLogsBucket: data.accessLogsBucket,
    webDistDir: config.webDistDir,
    indexHtmlPath: join(repoRoot, 'web/index.html'),
    runtimeConfig: {
      userPoolId: auth.userPool.userPoolId,
      userPoolClientId: auth.webClient.userPoolClientId,
      inactivitySignOutMinutes: config.inactivitySignOutMinutes,
    },
    originVerifySecret: api.originVerifySecret,
    uploadBuckets: [data.documentsBucket, data.photosBucket],
    ...(config.siteUrl ? { siteOrigin: config.siteUrl } : {}),
    firewall,
    ...(domain ? { domain } : {}),
  });
  site.addStackDependency(apiStage);
  if (edge) site.addStackDependency(edge);

  const dashboard = new DashboardStack(app, 'LuniaDashboard', {
    ...named('Dashboard'),
    stage: config.stage,
    httpApi: api.httpApi,
    table: data.table,
  });
  return {
    auth,
    data,
    events,
    api,
    apiRoutes,
    apiStage,
    ...(edge ? { edge } : {}),
    ...(backupCopy ? { backupCopy } : {}),
    site,
    alarms,
    dashboard,
    resources,
  };
}
