/**
 * Identity: the Cognito user pool (e-mail is the username) and the web's app client. Profiles live
 * in DynamoDB; Cognito holds credentials and the admin groups (DESIGN §4).
 */
import { Duration, RemovalPolicy, Stack, type StackProps, Validations } from 'aws-cdk-lib';
import * as cognito from 'aws-cdk-lib/aws-cognito';
import type { Construct } from 'constructs';
import { ADMIN_GROUPS, PASSWORD_MIN_LENGTH } from '../../shared/src/domain/constants';

export interface AuthStackProps extends StackProps {
  /** Adds USER_PASSWORD_AUTH to the client; leave off in AWS (the web uses SRP there). */
  allowPasswordAuth: boolean;
}

export class AuthStack extends Stack {
  readonly userPool: cognito.UserPool;
  readonly webClient: cognito.UserPoolClient;

  constructor(scope: Construct, id: string, props: AuthStackProps) {
    super(scope, id, props);

    this.userPool = new cognito.UserPool(this, 'UserPool', {
      signInAliases: { email: true, username: false },
      signInCaseSensitive: false,
      // Registration validates and creates the profile server-side, then calls AdminCreateUser.
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
      featurePlan: cognito.FeaturePlan.ESSENTIALS,
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });

    this.webClient = this.userPool.addClient('WebClient', {
      // A browser cannot keep a secret.
      generateSecret: false,
      // Sign-in goes through the Cognito API (Amplify), not the hosted UI: no OAuth flows or callback URLs.
      disableOAuth: true,
      authFlows: { userSrp: true, userPassword: props.allowPasswordAuth },
      accessTokenValidity: Duration.minutes(60),
      idTokenValidity: Duration.minutes(60),
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
        'MFA is not part of the specification yet; enabling it later is a client and pool setting, not a migration.',
    });
    Validations.of(this.userPool).acknowledge({
      id: 'AwsSolutions-COG3',
      reason: 'Threat protection needs the Plus feature plan; revisit with production traffic.',
    });
    Validations.of(this.userPool).acknowledge({
      id: 'AwsSolutions-COG8',
      reason:
        'Essentials covers the product’s flows; Plus (threat protection) is a cost decision deferred to production.',
    });
  }
}
