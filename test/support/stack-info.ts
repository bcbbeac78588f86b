import type { LocalStack } from '../../infra/local/stack';

/** What a test process needs to reach the local stack started by the global setup (serializable). */
export type StackInfo = Pick<LocalStack, 'urls' | 'env' | 'userPool'>;

declare module 'vitest' {
  export interface ProvidedContext {
    stack: StackInfo;
  }
}
