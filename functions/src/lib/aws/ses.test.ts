/**
 * The SendEmail request per stream (issue 39): transactional sends name the transactional
 * configuration set, bulk sends the bulk one (or the transactional set where a stage has no bulk set),
 * and a Reply-To is sent only when asked for. The SES call is captured in process.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sendRenderedMail } from './ses';

const requests = vi.hoisted(() => [] as { url: string; input: Record<string, unknown> }[]);

vi.mock('./aws-json-call', () => ({
  signedJsonRequest: async ({ url, input }: { url: URL; input: Record<string, unknown> }) => {
    requests.push({ url: url.toString(), input });
    return { MessageId: `m-${requests.length}` };
  },
}));

const mail = { subject: 'Subject', text: 'Text', html: '<!doctype html>' };

beforeEach(() => {
  requests.length = 0;
  vi.stubEnv('MAIL_FROM', 'Lunia <no-reply@lunia.example>');
  vi.stubEnv('SES_CONFIGURATION_SET', 'Lunia-test-Mail');
  vi.stubEnv('SES_BULK_CONFIGURATION_SET', 'Lunia-test-BulkMail');
  vi.stubEnv('ENDPOINT_SES', 'http://127.0.0.1:1');
});
afterEach(() => {
  vi.unstubAllEnvs();
});

describe('sendRenderedMail', () => {
  it('names the transactional set by default, with no Reply-To', async () => {
    expect(await sendRenderedMail('a@example.com', mail)).toBe('m-1');
    expect(requests[0]?.url).toBe('http://127.0.0.1:1/v2/email/outbound-emails');
    expect(requests[0]?.input).toMatchObject({
      FromEmailAddress: 'Lunia <no-reply@lunia.example>',
      ConfigurationSetName: 'Lunia-test-Mail',
      Destination: { ToAddresses: ['a@example.com'] },
    });
    expect(requests[0]?.input).not.toHaveProperty('ReplyToAddresses');
  });

  it('names the bulk set for bulk mail, and falls back to the transactional set without one', async () => {
    await sendRenderedMail('a@example.com', mail, { stream: 'bulk' });
    expect(requests[0]?.input.ConfigurationSetName).toBe('Lunia-test-BulkMail');
    vi.stubEnv('SES_BULK_CONFIGURATION_SET', '');
    await sendRenderedMail('a@example.com', mail, { stream: 'bulk' });
    expect(requests[1]?.input.ConfigurationSetName).toBe('Lunia-test-Mail');
  });

  it('paces bulk sends at the call to the stage’s rate, and never transactional ones', async () => {
    vi.stubEnv('REMINDER_SEND_RATE', '20');
    const started = performance.now();
    await Promise.all([1, 2, 3].map(() => sendRenderedMail('a@example.com', mail, { stream: 'bulk' })));
    // Three bulk calls at 20 a second: the third one 100 ms after the first, at least.
    expect(performance.now() - started).toBeGreaterThanOrEqual(95);
    const transactional = performance.now();
    await Promise.all([1, 2, 3, 4, 5].map(() => sendRenderedMail('a@example.com', mail)));
    expect(performance.now() - transactional).toBeLessThan(150);
    expect(requests).toHaveLength(8);
  });

  it('sends the Reply-To it is given', async () => {
    await sendRenderedMail('a@example.com', mail, { replyTo: 'support@lunia.example' });
    expect(requests[0]?.input.ReplyToAddresses).toEqual(['support@lunia.example']);
    await sendRenderedMail('a@example.com', mail, { replyTo: undefined });
    expect(requests[1]?.input).not.toHaveProperty('ReplyToAddresses');
  });
});
