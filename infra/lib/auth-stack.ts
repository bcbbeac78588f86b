/**
 * Identity: the Cognito user pool (e-mail is the username) and the web's app client. Profiles live
 * in DynamoDB; Cognito holds credentials and the admin groups (docs/architecture.md, "Authentication
 * and authorization").
 */
import { Duration, RemovalPolicy, Stack, type StackProps, Validations } from 'aws-cdk-lib';
import * as cognito from 'aws-cdk-lib/aws-cognito';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as kms from 'aws-cdk-lib/aws-kms';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { eventHandlers } from '../../functions/src/events/manifest';
import { ADMIN_GROUPS, PASSWORD_MIN_LENGTH } from '../../shared/src/domain/constants';
import { ApiFunction } from '../constructs/api-function';
import { SERVICE_NAME } from './function-environment';
import { nagAcknowledgementsFor, policyStatementsFor } from './function-permissions';
import { declaredNeeds } from './shared-resources';
import type { ThreatProtectionMode } from './stage-file';

export interface AuthStackProps extends StackProps {
  /** Adds USER_PASSWORD_AUTH to the client; leave off in AWS (the web uses SRP there). */
  allowPasswordAuth: boolean;
  /** Cognito threat protection (Plus plan): the stage file's choice, enforced in prod; default off. */
  threatProtection?: ThreatProtectionMode;
  /**
   * The CustomEmailSender trigger (password-reset codes go out through our auth mail queue, in the
   * language of the person's e-mails, read from their profile, with our templates): its bundle, the
   * queue it writes to and the table it reads the profile from.
   */
  customEmailSender: { code: lambda.Code; authMailQueue: sqs.IQueue; table: dynamodb.ITable };
  /** The PostConfirmation trigger: after a password reset, every session of the account ends (issue 25). */
  passwordResetConfirmed: { code: lambda.Code; table: dynamodb.ITable };
}

export class AuthStack extends Stack {
  readonly userPool: cognito.UserPool;
  readonly webClient: cognito.UserPoolClient;
  /** Cognito encrypts one-time codes with it for the custom e-mail sender; only that sender decrypts. */
  readonly customSenderKey: kms.Key;
  readonly customEmailSender: ApiFunction;
  readonly passwordResetConfirmed: ApiFunction;

  constructor(scope: Construct, id: string, props: AuthStackProps) {
    super(scope, id, props);
    const protection = props.threatProtection ?? 'off';

    this.customSenderKey = new kms.Key(this, 'CustomSenderKey', {
      description: 'Encrypts Cognito one-time codes for the custom e-mail sender',
      enableKeyRotation: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    // Cognito encrypts the codes with the key. Conditioned on this account: the user pool's ARN
    // would make the key and the pool depend on each other.
    this.customSenderKey.addToResourcePolicy(
      new iam.PolicyStatement({
        principals: [new iam.ServicePrincipal('cognito-idp.amazonaws.com')],
        actions: ['kms:CreateGrant', 'kms:Encrypt'],
        resources: ['*'],
        conditions: { StringEquals: { 'aws:SourceAccount': Stack.of(this).account } },
      }),
    );

    const sender = eventHandlers.customEmailSender;
    const senderNeeds = declaredNeeds(sender, 'event');
    const senderTargets = {
      authMailQueue: props.customEmailSender.authMailQueue,
      customSenderKey: this.customSenderKey,
      table: props.customEmailSender.table,
    };
    this.customEmailSender = new ApiFunction(this, 'CustomEmailSender', {
      handler: sender.handler,
      kind: 'event',
      code: props.customEmailSender.code,
      // Explicit and without USER_POOL_ID: the pool names this function as its trigger, so the
      // function cannot name the pool back (a CloudFormation cycle); it only needs these.
      environment: {
        AUTH_MAIL_QUEUE_URL: props.customEmailSender.authMailQueue.queueUrl,
        CUSTOM_SENDER_KEY_ARN: this.customSenderKey.keyArn,
        TABLE_NAME: props.customEmailSender.table.tableName,
        POWERTOOLS_SERVICE_NAME: SERVICE_NAME,
      },
      statements: policyStatementsFor(this, senderNeeds, senderTargets),
      policyAcknowledgements: nagAcknowledgementsFor(senderNeeds, senderTargets),
      // Cognito waits for the trigger synchronously (a ForgotPassword call): keep it short.
      timeout: Duration.seconds(5),
    });

    const resetConfirmed = eventHandlers.passwordResetConfirmed;
    const resetNeeds = declaredNeeds(resetConfirmed, 'event');
    const resetTargets = { table: props.passwordResetConfirmed.table };
    this.passwordResetConfirmed = new ApiFunction(this, 'PasswordResetConfirmed', {
      handler: resetConfirmed.handler,
      kind: 'event',
      code: props.passwordResetConfirmed.code,
      // Without USER_POOL_ID for the same reason as the sender: the pool names this function.
      environment: { TABLE_NAME: props.passwordResetConfirmed.table.tableName, POWERTOOLS_SERVICE_NAME: SERVICE_NAME },
      statements: policyStatementsFor(this, resetNeeds, resetTargets),
      policyAcknowledgements: nagAcknowledgementsFor(resetNeeds, resetTargets),
      // Cognito waits for it (a ConfirmForgotPassword call); it waits at most about a second itself.
      timeout: Duration.seconds(5),
    });

    this.userPool = new cognito.UserPool(this, 'UserPool', {
      customSenderKmsKey: this.customSenderKey,
      lambdaTriggers: {
        customEmailSender: this.customEmailSender.function,
        postConfirmation: this.passwordResetConfirmed.function,
      },
      signInAliases: { email: true, username: false },
      signInCaseSensitive: false,
      // Registration validates server-side and calls AdminCreateUser only once the e-mailed code is
      // entered (issue 38); nobody can sign up through Cognito directly.
      selfSignUpEnabled: false,
      autoVerify: { email: true },
      standardAttributes: { email: { required: true, mutable: true } },
      passwordPolicy: {
        minLength: PASSWORD_MIN_LENGTH,
        requireDigits: true,
        requireSymbols: true,
        requireLowercase: true,
        requireUppercase: false,
        tempPasswordValidity: Duration.days(7),
      },
      accountRecovery: cognito.AccountRecovery.EMAIL_ONLY,
      // An account with a verified authenticator app is asked for a code at every sign-in. Admin
      // accounts must enrol one (the API refuses admin routes until they have, issue 13); others may.
      mfa: cognito.Mfa.OPTIONAL,
      mfaSecondFactor: { otp: true, sms: false },
      // Threat protection (compromised credentials, adaptive authentication) needs the Plus plan; the
      // stage file chooses it, enforced in prod (infra/lib/stage-file.ts).
      ...(protection === 'off'
        ? { featurePlan: cognito.FeaturePlan.ESSENTIALS }
        : {
            featurePlan: cognito.FeaturePlan.PLUS,
            standardThreatProtectionMode:
              protection === 'enforced'
                ? cognito.StandardThreatProtectionMode.FULL_FUNCTION
                : cognito.StandardThreatProtectionMode.AUDIT_ONLY,
          }),
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });

    this.webClient = this.userPool.addClient('WebClient', {
      // A browser cannot keep a secret.
      generateSecret: false,
      // Sign-in goes through the Cognito API (Amplify), not the hosted UI: no OAuth flows or callback URLs.
      disableOAuth: true,
      authFlows: { userSrp: true, userPassword: props.allowPasswordAuth },
      // Short-lived: a revoked or disabled session ends within 15 minutes even without a revocation
      // check; the web refreshes proactively (< 5 minutes before expiry).
      accessTokenValidity: Duration.minutes(15),
      idTokenValidity: Duration.minutes(15),
      // The browser writes no attribute that matters, and reads only what sign-in needs
      // (web-client-attributes.ts, the local pool's too; infra/test/user-pool-client.suite.ts).
      writeAttributes: new cognito.ClientAttributes().withStandardAttributes({ locale: true }),
      readAttributes: new cognito.ClientAttributes().withStandardAttributes({
        email: true,
        emailVerified: true,
        locale: true,
      }),
      // Token validity is set per app client, never per group, and admins sign in with this client
      // (which group someone is in is known only once they have signed in). So refresh tokens live 30
      // days for everyone, and an admin session's 12 hours (from its sign-in, kept across refreshes as
      // `auth_time`) and every idle limit are enforced by the API (functions/src/domain/session-limits.ts).
      refreshTokenValidity: Duration.days(30),
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
    });

    for (const group of ADMIN_GROUPS) {
      new cognito.CfnUserPoolGroup(this, `Group-${group}`, {
        userPoolId: this.userPool.userPoolId,
        groupName: group,
        description: group === 'super_admin' ? 'Full platform administration' : 'Support staff (admin back office)',
      });
    }

    Validations.of(this.userPool).acknowledge({
      id: 'AwsSolutions-COG1',
      reason:
        'The specification’s password rule: 8+ characters with a digit, a symbol and a lowercase letter; uppercase is deliberately not required.',
    });
    Validations.of(this.userPool).acknowledge({
      id: 'AwsSolutions-COG2',
      reason:
        'MFA is OPTIONAL with TOTP only: admin accounts (super_admin, support) must enrol an authenticator app before the API serves them any admin route; pharmacists may enrol but are not required to.',
    });
    if (protection !== 'enforced') {
      Validations.of(this.userPool).acknowledge({
        id: 'AwsSolutions-COG3',
        reason: `Threat protection is ${protection === 'off' ? 'off' : 'in audit mode'} in this stage (its stage file); prod enforces it. Cognito’s own endpoints (sign-in, password-reset codes) are NOT behind the CloudFront WAF; here they rely on Cognito’s built-in quotas.`,
      });
    }
    if (protection === 'off') {
      Validations.of(this.userPool).acknowledge({
        id: 'AwsSolutions-COG8',
        reason:
          'A development stage: Essentials covers the product’s flows; prod runs on Plus with threat protection enforced.',
      });
    }
  }
}
