/** The part of s3rver's API the local stack uses (the package ships no types). */
declare module 's3rver' {
  import type { EventEmitter } from 'node:events';
  import type { AddressInfo } from 'node:net';

  interface S3rverOptions {
    address?: string;
    port?: number;
    silent?: boolean;
    directory?: string;
    resetOnClose?: boolean;
    allowMismatchedSignatures?: boolean;
    vhostBuckets?: boolean;
    configureBuckets?: { name: string; configs?: (string | Buffer)[] }[];
  }

  class S3rver extends EventEmitter {
    constructor(options?: S3rverOptions);
    /** Koa's flag: when true, errors are not printed to stderr. */
    silent: boolean;
    /** The filesystem store: where an object's bytes are written. */
    store: { getResourcePath(bucket: string, key: string, resource: 'object'): string };
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
  export default S3rver;
}
