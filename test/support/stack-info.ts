/** What a test process needs to reach the local stack started by the global setup (serializable). */
export interface StackInfo {
  urls: {
    api: string;
    web?: string;
    mailViewer: string;
    mailStore: string;
    dynamodb: string;
    s3: string;
    cognito: string;
  };
  env: Record<string, string>;
  userPool: { id: string; clientId: string };
}

declare module 'vitest' {
  export interface ProvidedContext {
    stack: StackInfo;
  }
}
