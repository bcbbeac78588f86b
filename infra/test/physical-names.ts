/**
 * Physical names that AWS keeps unique per account (or account and region), read from synthesized
 * templates, so a test can show two stages never ask for the same one (issue 42). A name built from
 * another resource's generated name (a Ref or GetAtt) is unique already and is not compared; a name
 * built only from literals and pseudo parameters (`AWS::Region`, `AWS::AccountId`) is.
 */

export interface CfnTemplate {
  Resources?: Record<string, { Type: string; Properties?: Record<string, unknown> }>;
  Outputs?: Record<string, { Export?: { Name?: unknown } }>;
}

/** Per resource type, the property paths that hold a name unique in the account or region. */
export const NAME_PROPERTIES: Record<string, string[]> = {
  'AWS::ApiGatewayV2::Api': ['Name'],
  'AWS::Backup::BackupPlan': ['BackupPlan.BackupPlanName'],
  'AWS::Backup::BackupVault': ['BackupVaultName'],
  'AWS::Budgets::Budget': ['Budget.BudgetName'],
  'AWS::CloudFront::CachePolicy': ['CachePolicyConfig.Name'],
  'AWS::CloudFront::Function': ['Name'],
  'AWS::CloudFront::OriginAccessControl': ['OriginAccessControlConfig.Name'],
  'AWS::CloudFront::OriginRequestPolicy': ['OriginRequestPolicyConfig.Name'],
  'AWS::CloudFront::ResponseHeadersPolicy': ['ResponseHeadersPolicyConfig.Name'],
  'AWS::CloudWatch::Alarm': ['AlarmName'],
  'AWS::CloudWatch::Dashboard': ['DashboardName'],
  'AWS::Cognito::UserPoolDomain': ['Domain'],
  'AWS::DynamoDB::Table': ['TableName'],
  'AWS::Events::Rule': ['Name'],
  'AWS::IAM::ManagedPolicy': ['ManagedPolicyName'],
  'AWS::IAM::Role': ['RoleName'],
  'AWS::KMS::Alias': ['AliasName'],
  'AWS::Lambda::Function': ['FunctionName'],
  'AWS::Logs::LogGroup': ['LogGroupName'],
  'AWS::S3::Bucket': ['BucketName'],
  'AWS::SES::ConfigurationSet': ['Name'],
  'AWS::SES::EmailIdentity': ['EmailIdentity'],
  'AWS::SNS::Topic': ['TopicName'],
  'AWS::SQS::Queue': ['QueueName'],
  'AWS::SecretsManager::Secret': ['Name'],
  'AWS::WAFv2::WebACL': ['Name'],
};

export interface PhysicalName {
  stage: string;
  kind: string;
  /** The name with pseudo parameters written `<AWS::Region>`. */
  name: string;
  where: string;
}

const PSEUDO = /^AWS::/;

/** The name as text when it is built from literals and pseudo parameters only; undefined otherwise. */
export function literalName(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (value === null || typeof value !== 'object') return undefined;
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length !== 1) return undefined;
  const [[fn, args]] = entries as [[string, unknown]];
  if (fn === 'Ref') return typeof args === 'string' && PSEUDO.test(args) ? `<${args}>` : undefined;
  if (fn === 'Fn::Join' && Array.isArray(args) && typeof args[0] === 'string' && Array.isArray(args[1])) {
    const parts = (args[1] as unknown[]).map(literalName);
    return parts.every((part) => part !== undefined) ? parts.join(args[0]) : undefined;
  }
  return undefined;
}

function at(properties: Record<string, unknown> | undefined, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], properties);
}

export function stagePhysicalNames(stage: string, templates: CfnTemplate[]): PhysicalName[] {
  const names: PhysicalName[] = [];
  for (const template of templates) {
    for (const [logicalId, resource] of Object.entries(template.Resources ?? {})) {
      for (const path of NAME_PROPERTIES[resource.Type] ?? []) {
        const name = literalName(at(resource.Properties, path));
        if (name !== undefined) names.push({ stage, kind: resource.Type, name, where: logicalId });
      }
    }
    for (const [outputId, output] of Object.entries(template.Outputs ?? {})) {
      const name = literalName(output.Export?.Name);
      if (name !== undefined) names.push({ stage, kind: 'Export', name, where: outputId });
    }
  }
  return names;
}

/** Every name (of one kind) that more than one stage uses, as `kind name: stage (where), …`. */
export function sharedPhysicalNames(byStage: PhysicalName[][]): string[] {
  const seen = new Map<string, PhysicalName[]>();
  for (const names of byStage) {
    for (const name of names) {
      const key = `${name.kind} ${name.name}`;
      seen.set(key, [...(seen.get(key) ?? []), name]);
    }
  }
  return [...seen.entries()]
    .filter(([, uses]) => new Set(uses.map((use) => use.stage)).size > 1)
    .map(([key, uses]) => `${key}: ${uses.map((use) => `${use.stage} (${use.where})`).join(', ')}`);
}
