import { Logger } from '@aws-lambda-powertools/logger';

/**
 * One structured logger. Never log passwords, tokens, codes or request bodies of auth calls, and never
 * an e-mail or IP address (or an object holding one): log its digest from lib/digest.ts instead.
 */
export const logger = new Logger({ serviceName: 'lunia-api', logLevel: (process.env.LOG_LEVEL as 'INFO') ?? 'INFO' });
