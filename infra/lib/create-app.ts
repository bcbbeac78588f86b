/**
 * The App with the feature flags this code relies on, shared by bin/app.ts and the template tests
 * so both synthesize the same thing. cdk.json context (or `-c`) still overrides them.
 */
import { App, type AppProps } from 'aws-cdk-lib';

export const FEATURE_FLAGS = {
  // Access-log delivery through a bucket policy, so every bucket keeps ACLs disabled.
  '@aws-cdk/aws-s3:serverAccessLogsUseBucketPolicy': true,
  // Stacks of one app deployed together: exports protect producers from breaking consumers.
  '@aws-cdk/core:defaultCrossStackReferences': 'strong',
};

export function createApp(props: AppProps = {}): App {
  return new App({ ...props, context: { ...FEATURE_FLAGS, ...props.context } });
}
