import { BUSINESS_METRICS } from '@lunia/shared/operations/metrics';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { countBusinessEvent, emfDocument, publishBusinessMetrics } from './metrics';

/** Runs `work` and returns the lines it wrote to stdout. */
function stdoutOf(work: () => void): string[] {
  const lines: string[] = [];
  const spy = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: unknown) => {
    lines.push(...String(chunk).split('\n').filter(Boolean));
    return true;
  });
  try {
    work();
  } finally {
    spy.mockRestore();
  }
  return lines;
}

describe('business metrics (embedded metric format)', () => {
  const saved = { ...process.env };
  beforeEach(() => {
    process.env.POWERTOOLS_METRICS_NAMESPACE = 'Lunia/staging';
    delete process.env.POWERTOOLS_METRICS_DISABLED;
  });
  afterEach(() => {
    process.env = { ...saved };
  });

  it('writes one EMF line per invocation: namespace, dimension service, every figure a Count', () => {
    const lines = stdoutOf(() => {
      countBusinessEvent(BUSINESS_METRICS.remindersSent);
      countBusinessEvent(BUSINESS_METRICS.remindersSent, 2);
      countBusinessEvent(BUSINESS_METRICS.remindersFailed);
      publishBusinessMetrics();
    });
    expect(lines).toHaveLength(1);
    const document = JSON.parse(lines[0] as string);
    expect(document).toEqual({
      _aws: {
        Timestamp: expect.any(Number),
        CloudWatchMetrics: [
          {
            Namespace: 'Lunia/staging',
            Dimensions: [['service']],
            Metrics: [
              { Name: 'RemindersSent', Unit: 'Count' },
              { Name: 'RemindersFailed', Unit: 'Count' },
            ],
          },
        ],
      },
      service: 'lunia',
      RemindersSent: 3,
      RemindersFailed: 1,
    });
    expect(Math.abs(document._aws.Timestamp - Date.now())).toBeLessThan(60_000);
  });

  it('writes nothing when nothing was counted, and each figure only once', () => {
    expect(stdoutOf(() => publishBusinessMetrics())).toEqual([]);
    const lines = stdoutOf(() => {
      countBusinessEvent(BUSINESS_METRICS.signUps, 0);
      countBusinessEvent(BUSINESS_METRICS.signUps, -1);
      publishBusinessMetrics();
      countBusinessEvent(BUSINESS_METRICS.signUps);
      publishBusinessMetrics();
      publishBusinessMetrics();
    });
    expect(lines.map((line) => JSON.parse(line).SignUps)).toEqual([1]);
  });

  it('is silent when disabled, and in quiet local runs (no namespace, LOG_LEVEL WARN), dropping the figures', () => {
    process.env.POWERTOOLS_METRICS_DISABLED = 'true';
    countBusinessEvent(BUSINESS_METRICS.paymentsFailed);
    expect(stdoutOf(() => publishBusinessMetrics())).toEqual([]);
    delete process.env.POWERTOOLS_METRICS_DISABLED;
    delete process.env.POWERTOOLS_METRICS_NAMESPACE;
    process.env.LOG_LEVEL = 'WARN';
    countBusinessEvent(BUSINESS_METRICS.paymentsFailed);
    expect(stdoutOf(() => publishBusinessMetrics())).toEqual([]);
    process.env.LOG_LEVEL = 'INFO';
    countBusinessEvent(BUSINESS_METRICS.webhookFailures);
    const [line] = stdoutOf(() => publishBusinessMetrics());
    const document = JSON.parse(line as string);
    expect(document._aws.CloudWatchMetrics[0].Namespace).toBe('Lunia/local');
    expect(document.WebhookFailures).toBe(1);
    expect(document.PaymentsFailed).toBeUndefined();
  });

  it('builds the document from any figures', () => {
    const document = emfDocument(new Map([[BUSINESS_METRICS.documentsDecided, 4]]), 'Lunia/prod', 1_700_000_000_000);
    expect(document).toMatchObject({ _aws: { Timestamp: 1_700_000_000_000 }, DocumentsDecided: 4, service: 'lunia' });
  });
});
