/**
 * Runs Lambda handlers in this process, the way the Lambda runtime would call them: the module is
 * imported once (a warm container), the handler gets the event and a context object.
 */
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Context } from 'aws-lambda';
import { LOCAL_ACCOUNT_ID, LOCAL_REGION } from './aws-local';
import { FUNCTIONS_SRC } from './paths';

// biome-ignore lint/suspicious/noExplicitAny: handlers of every event type pass through here.
export type LambdaHandler = (event: any, context: Context) => Promise<unknown>;

/** A handler as named in the manifests: path under functions/src without extension. */
export type HandlerFile = string;

const modules = new Map<HandlerFile, Promise<LambdaHandler>>();

async function importHandler(file: HandlerFile): Promise<LambdaHandler> {
  const url = pathToFileURL(join(FUNCTIONS_SRC, `${file}.ts`)).href;
  const module = (await import(/* @vite-ignore */ url)) as { handler?: unknown };
  if (typeof module.handler !== 'function') throw new Error(`functions/src/${file}.ts does not export a handler`);
  return module.handler as LambdaHandler;
}

/** Loads (once) the `handler` export of functions/src/<file>.ts. */
export function loadHandler(file: HandlerFile): Promise<LambdaHandler> {
  let loading = modules.get(file);
  if (!loading) {
    loading = importHandler(file);
    // A failed import (syntax error being fixed) is retried on the next call.
    loading.catch(() => modules.delete(file));
    modules.set(file, loading);
  }
  return loading;
}

export const DEFAULT_TIMEOUT_MS = 30_000;

/** A minimal but complete Lambda context. */
export function lambdaContext(file: HandlerFile, timeoutMs = DEFAULT_TIMEOUT_MS): Context {
  const functionName = `lunia-local-${file.replaceAll('/', '-')}`;
  const deadline = Date.now() + timeoutMs;
  const awsRequestId = randomUUID();
  return {
    callbackWaitsForEmptyEventLoop: true,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:${LOCAL_REGION}:${LOCAL_ACCOUNT_ID}:function:${functionName}`,
    memoryLimitInMB: '1024',
    awsRequestId,
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: `local/${awsRequestId}`,
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

export class HandlerTimeoutError extends Error {
  constructor(file: HandlerFile, timeoutMs: number) {
    super(`functions/src/${file} timed out after ${timeoutMs} ms`);
    this.name = 'HandlerTimeoutError';
  }
}

/** Invokes a handler with a timeout, like Lambda does (the work is not cancelled, only abandoned). */
export async function invokeHandler(file: HandlerFile, event: unknown, timeoutMs = DEFAULT_TIMEOUT_MS) {
  const handler = await loadHandler(file);
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new HandlerTimeoutError(file, timeoutMs)), timeoutMs);
  });
  try {
    return await Promise.race([handler(event, lambdaContext(file, timeoutMs)), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Tracks in-flight deliveries so drain() can wait for them: for quiet (`busy`), or for the deliveries
 * begun by a moment (`mark()`, then `settledThrough(mark)`) while later ones may still run.
 */
export class ActivityCounter {
  private begun = 0;
  private readonly active = new Set<number>();
  async track<T>(work: () => Promise<T>): Promise<T> {
    const id = ++this.begun;
    this.active.add(id);
    try {
      return await work();
    } finally {
      this.active.delete(id);
    }
  }
  get busy(): boolean {
    return this.active.size > 0;
  }
  /** How many deliveries have begun so far. */
  mark(): number {
    return this.begun;
  }
  /** Whether every delivery begun by `mark` has ended. */
  settledThrough(mark: number): boolean {
    for (const id of this.active) if (id <= mark) return false;
    return true;
  }
}

export function describeError(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return String(error);
}
