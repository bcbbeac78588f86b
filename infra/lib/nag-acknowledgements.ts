/**
 * cdk-nag findings a construct has by design, acknowledged with the reason. Findings are matched by
 * exact id; an AwsSolutions rule and its HIPAA twin are two ids with one reason.
 */
import { Validations } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';

/** Acknowledges each finding id of `reasons` on the construct with its reason. */
export function acknowledgeFindings(construct: IConstruct, reasons: Record<string, string>): void {
  for (const [id, reason] of Object.entries(reasons)) Validations.of(construct).acknowledge({ id, reason });
}

/** A Secrets Manager secret rotated by hand and encrypted with the AWS-managed key, and why that is enough. */
export function acknowledgeManualSecret(secret: IConstruct, why: { rotation: string; encryption: string }): void {
  acknowledgeFindings(secret, {
    'AwsSolutions-SMG4': why.rotation,
    'HIPAA.Security-SecretsManagerRotationEnabled': why.rotation,
    'HIPAA.Security-SecretsManagerUsingKMSKey': why.encryption,
  });
}
