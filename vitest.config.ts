import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the CPUs: a single worker on CI's two cores. The
    // CDK synth tests are CPU-bound and independent, so use both (measured in docs/decisions.md).
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['shared/src/**/*.test.ts', 'functions/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'web',
          include: ['web/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'infra',
          include: ['infra/test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          // One synth of the whole app (about 25 CPU-seconds); a loaded machine can take minutes.
          hookTimeout: 600_000,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['test/integration/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['test/integration/global-setup.ts'],
          // Above the local stack's drain bound (infra/local/drain.ts), so a slow drain is not a timeout.
          testTimeout: 90_000,
          hookTimeout: 60_000,
          // One local stack for the whole run (global-setup.ts); the files share it at the same time,
          // each with accounts and organizations of its own (CONTRIBUTING.md). They mostly wait on the
          // stack's deliveries, so more workers than cores pay off (measured in docs/decisions.md).
          maxWorkers: 4,
          // A project with its own worker count runs as its own group (after the others when a run
          // includes several projects).
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
