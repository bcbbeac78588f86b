/**
 * The deploy-time values every template test synthesizes with (infra/lib/stage-config.ts): stage dev
 * with each value given explicitly, on the reserved `.test` domain.
 */
export const TEST_STAGE_CONTEXT = {
  stage: 'dev',
  mailFrom: 'Lunia <no-reply@lunia.test>',
  companyInbox: 'hello@lunia.test',
  supportInbox: 'support@lunia.test',
  bookrxUrl: 'https://bookrx.lunia.test/access',
  shiftUrl: 'https://shift.lunia.test/access',
  coreUrl: 'https://core.lunia.test/access',
  alarmEmail: 'oncall@lunia.test',
} as const;
