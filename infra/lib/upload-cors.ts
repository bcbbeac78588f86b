/**
 * The upload buckets' CORS: only the site's own origin may POST presigned uploads and read
 * presigned GETs from the browser. The site's origin is the distribution's domain, known only once
 * the distribution exists, and the buckets live in the data stack, which the site stack depends on:
 * setting CORS on the bucket resources would be a stack cycle. So the site stack sets it with a
 * custom resource (`PutBucketCors`) after the distribution is created, and keeps it in step on
 * every change of the origins; the data stack's buckets carry no CORS property at all.
 */
import { Stack, Validations } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import * as cr from 'aws-cdk-lib/custom-resources';
import { Construct } from 'constructs';

/**
 * What the browser sends. Presigned POSTs are multipart forms with no custom header (the upload
 * progress listener makes them preflighted, with no headers to allow); presigned GETs are plain
 * GETs, except that pdf.js may ask for byte ranges (`Range`). `Content-Type` is listed for browsers
 * that name it in a preflight although the multipart value is safelisted.
 */
export const UPLOAD_CORS_ALLOWED_HEADERS = ['content-type', 'range'];
export const UPLOAD_CORS_METHODS = ['GET', 'POST'];

export interface UploadBucketCorsProps {
  buckets: s3.IBucket[];
  /** `https://…` origins, without a trailing slash: the distribution's domain and the custom domain if any. */
  allowedOrigins: string[];
}

export class UploadBucketCors extends Construct {
  constructor(scope: Construct, id: string, props: UploadBucketCorsProps) {
    super(scope, id);
    const corsConfiguration = {
      CORSRules: [
        {
          AllowedMethods: UPLOAD_CORS_METHODS,
          AllowedOrigins: props.allowedOrigins,
          AllowedHeaders: UPLOAD_CORS_ALLOWED_HEADERS,
          MaxAgeSeconds: 3000,
        },
      ],
    };
    props.buckets.forEach((bucket, index) => {
      const call: cr.AwsSdkCall = {
        service: 'S3',
        action: 'putBucketCors',
        parameters: { Bucket: bucket.bucketName, CORSConfiguration: corsConfiguration },
        physicalResourceId: cr.PhysicalResourceId.of(`upload-cors-${index}`),
      };
      const resource = new cr.AwsCustomResource(this, `Bucket${index}`, {
        onCreate: call,
        onUpdate: call,
        // Deleting the site stack leaves CORS as it was: the buckets are retained with the data.
        policy: cr.AwsCustomResourcePolicy.fromStatements([
          new iam.PolicyStatement({ actions: ['s3:PutBucketCORS'], resources: [bucket.bucketArn] }),
        ]),
        installLatestAwsSdk: false,
      });
      this.acknowledgeFindings(resource);
    });
  }

  /** The custom resource's handler is CDK's own singleton Lambda, run only during deployments. */
  private acknowledgeFindings(resource: cr.AwsCustomResource): void {
    const because = 'CDK’s AwsCustomResource handler (runs only during deployment, sets the upload buckets’ CORS): ';
    Validations.of(resource).acknowledge({
      id: 'HIPAA.Security-IAMNoInlinePolicy',
      reason: `${because}its policy is created by CDK and allows s3:PutBucketCORS on the two upload buckets only.`,
    });
    const singletonId = `AWS${cr.AwsCustomResource.PROVIDER_FUNCTION_UUID.replace(/-/g, '')}`;
    const singleton = Stack.of(this).node.tryFindChild(singletonId);
    if (!singleton) return;
    const findings = [
      {
        id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
        reason: `${because}its role is created by CDK.`,
      },
      { id: 'AwsSolutions-L1', reason: `${because}CDK chooses its runtime.` },
      { id: 'HIPAA.Security-IAMNoInlinePolicy', reason: `${because}its policy is created by CDK.` },
      { id: 'HIPAA.Security-LambdaConcurrency', reason: `${because}invoked once per deployment.` },
      { id: 'HIPAA.Security-LambdaDLQ', reason: `${because}invoked synchronously by CloudFormation.` },
      { id: 'HIPAA.Security-LambdaInsideVPC', reason: `${because}talks only to S3.` },
      // With CDK's recommended flags the handler gets a log group of its own.
      {
        id: 'HIPAA.Security-CloudWatchLogGroupEncrypted',
        reason: `${because}its log holds the bucket names and CORS rules it set, no personal data.`,
      },
    ];
    for (const finding of findings) Validations.of(singleton).acknowledge(finding);
  }
}
