/**
 * Business events as CloudWatch metrics in the embedded metric format (EMF): one JSON line per
 * invocation on stdout, which CloudWatch Logs turns into the metrics the alarms and the dashboard read
 * (infra/lib/operations.ts). The names are @lunia/shared/operations/metrics's; the namespace is the
 * stage's (POWERTOOLS_METRICS_NAMESPACE, set by the CDK) and the one dimension is `service`.
 *
 * The line is written here rather than by Powertools Metrics, which adds ~11 KB to every function's
 * bundle (measured; docs/decisions/0059-correlation-ids-and-business-metrics.md): the format is a small documented
 * JSON document, and the same environment variables apply (POWERTOOLS_METRICS_NAMESPACE,
 * POWERTOOLS_METRICS_DISABLED).
 *
 * Code where a business event happens calls `countBusinessEvent`; the HTTP handler stack and the
 * queue consumer call `publishBusinessMetrics` once at the end of the invocation. Outside AWS (no
 * namespace set) with LOG_LEVEL WARN or ERROR, as the test runs set it, the figures are dropped
 * instead of printed.
 */
import { type BusinessMetric, METRICS_SERVICE } from '@lunia/shared/operations/metrics';

const LOCAL_NAMESPACE = 'Lunia/local';
const QUIET_LEVELS = ['WARN', 'ERROR', 'CRITICAL', 'SILENT'];

const pending = new Map<BusinessMetric, number>();

/** Adds `n` occurrences of a business event to this invocation's figures (nothing for n ≤ 0). */
export function countBusinessEvent(name: BusinessMetric, n = 1): void {
  if (!Number.isFinite(n) || n <= 0) return;
  pending.set(name, (pending.get(name) ?? 0) + n);
}

/** The EMF document of some figures: one directive, dimension `service`, every metric a Count. */
export function emfDocument(
  figures: ReadonlyMap<BusinessMetric, number>,
  namespace: string,
  timestamp = Date.now(),
): Record<string, unknown> {
  const names = [...figures.keys()];
  return {
    _aws: {
      Timestamp: timestamp,
      CloudWatchMetrics: [
        {
          Namespace: namespace,
          Dimensions: [['service']],
          Metrics: names.map((name) => ({ Name: name, Unit: 'Count' })),
        },
      ],
    },
    service: METRICS_SERVICE,
    ...Object.fromEntries(figures),
  };
}

function disabled(): boolean {
  const flag = process.env.POWERTOOLS_METRICS_DISABLED?.toLowerCase();
  if (flag === 'true' || flag === '1') return true;
  return !process.env.POWERTOOLS_METRICS_NAMESPACE && QUIET_LEVELS.includes(process.env.LOG_LEVEL ?? '');
}

/** Writes this invocation's figures as one EMF line and clears them (no line when none were counted). */
export function publishBusinessMetrics(): void {
  if (pending.size === 0) return;
  const figures = new Map(pending);
  pending.clear();
  if (disabled()) return;
  const namespace = process.env.POWERTOOLS_METRICS_NAMESPACE || LOCAL_NAMESPACE;
  // Straight to stdout, as Powertools does: the Lambda runtime's console would prefix the line.
  process.stdout.write(`${JSON.stringify(emfDocument(figures, namespace))}\n`);
}
