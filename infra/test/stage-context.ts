/**
 * The stage every template test synthesizes: stage dev with each value given explicitly in its own
 * stage file (./stage-test.json, on the reserved `.test` domain), read as `-c stageFile=…` reads it.
 */
export const TEST_STAGE_FILE = 'infra/test/stage-test.json';

export const TEST_STAGE_CONTEXT = { stage: 'dev', stageFile: TEST_STAGE_FILE } as const;

/** The values ./stage-test.json gives. */
export const TEST_STAGE_VALUES = {
  mailFrom: 'Lunia <no-reply@lunia.test>',
  companyInbox: 'hello@lunia.test',
  supportInbox: 'support@lunia.test',
  alarmEmail: 'oncall@lunia.test',
} as const;
