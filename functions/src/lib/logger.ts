import { Logger } from '@aws-lambda-powertools/logger';

/** One structured logger. Never log passwords, tokens or request bodies of auth calls. */
export const logger = new Logger({ serviceName: 'lunia-api', logLevel: (process.env.LOG_LEVEL as 'INFO') ?? 'INFO' });
