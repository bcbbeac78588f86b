/**
 * Stand-in for `@smithy/core/event-streams`, swapped in by the esbuild alias in functions/build.ts.
 * The SDK loads that module (with a dynamic import) only for operations with event-stream members,
 * which none of our functions call (DynamoDB, S3, SQS, SES requests and responses are plain).
 * Bundling it anyway costs ~19 KB per function. Should a function ever need an event stream, this
 * fails loudly instead of silently misbehaving.
 */
function unsupported(): never {
  throw new Error('AWS event streams are not bundled into Lunia functions (see functions/build.ts)');
}

export class EventStreamSerde {
  constructor() {
    unsupported();
  }
}

export const eventStreamSerdeProvider = (): never => unsupported();

/** Clients that declare event-stream support (S3) resolve this at construction: leave their config as is. */
export const resolveEventStreamSerdeConfig = <T>(config: T): T => config;
