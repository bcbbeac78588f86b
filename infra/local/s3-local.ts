/**
 * S3 stand-in: s3rver, in this process. Presigned URLs work against it, but it checks neither
 * signatures nor POST-policy conditions (an 11 MB file, another type or another key are accepted),
 * so the upload handlers must validate files themselves.
 */
import { mkdirSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { S3Event, S3EventRecord } from 'aws-lambda';
import S3rver from 's3rver';
import { eventHandlerEntries } from '../../functions/src/events/manifest';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from './aws-local';
import { ActivityCounter, describeError, invokeHandler } from './lambda-runtime';

export const LOCAL_BUCKETS = {
  documents: 'lunia-local-documents',
  photos: 'lunia-local-photos',
  /** Exports for recovery (the daily user-pool export), as the data stack's backups bucket. */
  backups: 'lunia-local-backups',
} as const;
type BucketId = keyof typeof LOCAL_BUCKETS;

/** Browsers upload straight to the bucket from the web app, which runs on some localhost port. */
const CORS_CONFIGURATION = `<CORSConfiguration>
  <CORSRule>
    <AllowedOrigin>http://localhost:*</AllowedOrigin>
    <AllowedOrigin>http://127.0.0.1:*</AllowedOrigin>
    <AllowedMethod>GET</AllowedMethod>
    <AllowedMethod>PUT</AllowedMethod>
    <AllowedMethod>POST</AllowedMethod>
    <AllowedMethod>HEAD</AllowedMethod>
    <AllowedHeader>*</AllowedHeader>
    <ExposeHeader>ETag</ExposeHeader>
    <MaxAgeSeconds>3000</MaxAgeSeconds>
  </CORSRule>
</CORSConfiguration>`;

/**
 * Object keys as S3 puts them in event notifications: form-encoded per path segment (space as
 * "+", everything else percent-encoded, including !'()*), with the "/" separators kept.
 */
export function encodeS3EventKey(key: string): string {
  return key
    .split('/')
    .map((segment) =>
      encodeURIComponent(segment)
        .replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
        .replace(/%20/g, '+'),
    )
    .join('/');
}

/** s3rver's record, corrected where it differs from S3 (key encoding, bucket ARN). */
function toAwsRecord(record: S3EventRecord): S3EventRecord {
  const bucket = record.s3.bucket.name;
  return {
    ...record,
    eventVersion: '2.1',
    awsRegion: LOCAL_REGION,
    s3: {
      ...record.s3,
      bucket: { ...record.s3.bucket, arn: `arn:aws:s3:::${bucket}` },
      object: { ...record.s3.object, key: encodeS3EventKey(record.s3.object.key) },
    },
  };
}

/** Handlers subscribed to ObjectCreated on a bucket, from the event manifest. */
function subscribersOf(bucket: string): string[] {
  const bucketId = (Object.keys(LOCAL_BUCKETS) as BucketId[]).find((id) => LOCAL_BUCKETS[id] === bucket);
  return eventHandlerEntries
    .filter(([, def]) => def.status === 'implemented')
    .filter(([, def]) => def.source.type === 's3-object-created' && def.source.bucket === bucketId)
    .map(([, def]) => def.handler);
}

/** S3 invokes Lambda asynchronously: two retries on failure, then the event is dropped. */
const ASYNC_INVOKE_ATTEMPTS = 3;

async function deliver(handler: string, event: S3Event, log: (line: string) => void): Promise<void> {
  for (let attempt = 1; attempt <= ASYNC_INVOKE_ATTEMPTS; attempt++) {
    try {
      await invokeHandler(handler, event);
      return;
    } catch (error) {
      log(`s3 event: ${handler} failed (attempt ${attempt}/${ASYNC_INVOKE_ATTEMPTS}): ${describeError(error)}`);
      if (attempt < ASYNC_INVOKE_ATTEMPTS) await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
    }
  }
  log(`s3 event: giving up on ${handler} for ${event.Records[0]?.s3.object.key ?? '?'}`);
}

/**
 * s3rver only knows the access key "S3RVER"; the handlers sign with the stack's local credentials.
 * Register those with s3rver's (module-wide) account registry, its only way to add keys.
 */
function registerLocalCredentials(): void {
  const require = createRequire(import.meta.url);
  const accounts = require('s3rver/lib/models/account') as {
    DUMMY_ACCOUNT: { createKeyPair(accessKeyId: string, secretAccessKey: string): void };
  };
  accounts.DUMMY_ACCOUNT.createKeyPair(LOCAL_CREDENTIALS.accessKeyId, LOCAL_CREDENTIALS.secretAccessKey);
}

export interface S3Local {
  endpoint: string;
  activity: ActivityCounter;
  stop(): Promise<void>;
}

export async function startS3Local(options: {
  port: number;
  directory: string;
  log: (line: string) => void;
}): Promise<S3Local> {
  mkdirSync(options.directory, { recursive: true });
  registerLocalCredentials();
  const server = new S3rver({
    address: '127.0.0.1',
    port: options.port,
    silent: true,
    directory: options.directory,
    // Path-style only (the local clients use forcePathStyle), so no vhost parsing of Host headers.
    vhostBuckets: false,
    configureBuckets: Object.values(LOCAL_BUCKETS).map((name) => ({ name, configs: [CORS_CONFIGURATION] })),
  });
  server.silent = true;
  const activity = new ActivityCounter();

  /**
   * s3rver announces an object once its bytes are handed to the file, not once they are written: a
   * handler reading it at once (the upload checks do) could see an empty or short file, most often
   * on a busy machine. S3 notifies only durable objects, so wait until the file has its full size.
   */
  async function written(bucket: string, key: string, size: number): Promise<void> {
    const path = server.store.getResourcePath(bucket, key, 'object');
    const deadline = Date.now() + 2000;
    while (Date.now() < deadline) {
      const stored = await stat(path).catch(() => undefined);
      if (stored && stored.size >= size) return;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }

  server.on('event', (event: S3Event) => {
    for (const raw of event.Records) {
      if (!raw.eventName.startsWith('ObjectCreated:')) continue;
      const record = toAwsRecord(raw);
      const stored = written(raw.s3.bucket.name, raw.s3.object.key, raw.s3.object.size);
      for (const handler of subscribersOf(record.s3.bucket.name)) {
        void activity.track(async () => {
          await stored;
          await deliver(handler, { Records: [record] }, options.log);
        });
      }
    }
  });

  await server.run();
  return {
    endpoint: `http://127.0.0.1:${options.port}`,
    activity,
    async stop() {
      await server.close();
    },
  };
}
