import type { Context, APIGatewayProxyEventV2WithJWTAuthorizer as HttpEvent } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { handler as createBetaSignup } from '../../handlers/public/create-beta-signup';
import {
  correlationMessageAttributes,
  currentCorrelationId,
  isCorrelationId,
  logger,
  runWithCorrelationId,
} from '../logger';
import { correlationIdOf, requestIdAsCorrelationId } from './correlation';

const withHeaders = (headers: Record<string, string>, requestId = 'JKJaXmPLvHcESHA=') =>
  ({ headers, requestContext: { requestId } }) as unknown as HttpEvent;

describe('correlation ids', () => {
  it('accepts 1 to 64 letters, digits and hyphens only', () => {
    expect(isCorrelationId('a')).toBe(true);
    expect(isCorrelationId('3f1c2a7e-0b4d-4c55-9a1e-2d6f0b8c9e10')).toBe(true);
    expect(isCorrelationId('x'.repeat(64))).toBe(true);
    expect(isCorrelationId('x'.repeat(65))).toBe(false);
    expect(isCorrelationId('')).toBe(false);
    for (const bad of ['has space', 'under_score', 'new\nline', 'a=b', '<script>', 'ñandú', 'a/b']) {
      expect(isCorrelationId(bad), bad).toBe(false);
    }
    expect(isCorrelationId(42)).toBe(false);
    expect(isCorrelationId(undefined)).toBe(false);
  });

  it("uses a well-formed incoming header, else API Gateway's request id in the id alphabet", () => {
    expect(correlationIdOf(withHeaders({ 'x-correlation-id': 'support-case-1234' }))).toBe('support-case-1234');
    expect(correlationIdOf(withHeaders({ 'x-correlation-id': 'bad id; drop table' }))).toBe('JKJaXmPLvHcESHA');
    expect(correlationIdOf(withHeaders({ 'x-correlation-id': 'y'.repeat(65) }))).toBe('JKJaXmPLvHcESHA');
    expect(correlationIdOf(withHeaders({}, 'ab+c/d=='))).toBe('ab-c-d');
    expect(requestIdAsCorrelationId(undefined)).toBeUndefined();
    // Neither: a fresh UUID.
    const fresh = correlationIdOf({ headers: {}, requestContext: {} } as unknown as HttpEvent);
    expect(fresh).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  });

  it('puts the current id on the SQS messages a piece of work sends, and nothing when there is none', () => {
    logger.setCorrelationId('job-42');
    expect(currentCorrelationId()).toBe('job-42');
    expect(correlationMessageAttributes()).toEqual({
      MessageAttributes: { correlationId: { DataType: 'String', StringValue: 'job-42' } },
    });
    logger.setCorrelationId('not valid!');
    expect(correlationMessageAttributes()).toEqual({});
  });

  it('answers every API request, refused ones included, with its id in x-correlation-id', async () => {
    const event = {
      version: '2.0',
      routeKey: 'POST /api/beta-signup',
      rawPath: '/api/beta-signup',
      rawQueryString: '',
      headers: { 'content-type': 'application/json', 'x-correlation-id': 'from-the-caller-7' },
      body: '{"product":',
      isBase64Encoded: false,
      requestContext: { requestId: 'REQ1=', http: { method: 'POST', path: '/api/beta-signup' } },
    } as unknown as HttpEvent;
    const refused = await createBetaSignup(event, {} as Context);
    expect(refused.statusCode).toBe(400);
    expect(refused.headers?.['x-correlation-id']).toBe('from-the-caller-7');
    expect(currentCorrelationId()).toBe('from-the-caller-7');
    const withoutHeader = await createBetaSignup(
      { ...event, headers: { 'content-type': 'application/json' } } as HttpEvent,
      {} as Context,
    );
    expect(withoutHeader.headers?.['x-correlation-id']).toBe('REQ1');
  });

  it('keeps each concurrent flow on its own id, in its log lines and its messages', async () => {
    const written: string[] = [];
    const stdout = process.stdout.write.bind(process.stdout);
    process.stdout.write = ((chunk: unknown) => {
      written.push(String(chunk));
      return true;
    }) as typeof process.stdout.write;
    const pause = () => new Promise((resolve) => setTimeout(resolve, 5));
    const flow = (id: string) =>
      runWithCorrelationId(id, async () => {
        await pause();
        logger.info('First step', { flow: id });
        await pause();
        const attributes = correlationMessageAttributes();
        logger.info('Second step', { flow: id });
        return attributes.MessageAttributes?.correlationId?.StringValue;
      });
    let sent: (string | undefined)[];
    try {
      sent = await Promise.all([flow('flow-a'), flow('flow-b'), flow('flow-c')]);
    } finally {
      process.stdout.write = stdout;
    }
    expect(sent).toEqual(['flow-a', 'flow-b', 'flow-c']);
    const lines = written
      .join('')
      .split('\n')
      .filter((line) => line.includes('step'))
      .map((line) => JSON.parse(line) as { flow: string; correlation_id: string; level: string; service: string });
    expect(lines).toHaveLength(6);
    for (const line of lines) {
      expect(line.correlation_id).toBe(line.flow);
      expect(line).toMatchObject({ level: 'INFO', service: 'lunia-api' });
    }
  });
});
