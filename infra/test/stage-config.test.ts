import { describe, expect, it } from 'vitest';
import { checkStageName, resolveStageValues, stagedName } from '../lib/stage-config';

const explicit = {
  mailFrom: 'Lunia <no-reply@lunia.test>',
  companyInbox: 'hello@lunia.test',
  supportInbox: 'support@lunia.test',
  bookrx: 'https://bookrx.lunia.test/access',
  shift: 'https://shift.lunia.test/access',
  core: 'https://core.lunia.test/access',
  alarmEmail: 'oncall@lunia.test',
};
const withDomain = {
  ...explicit,
  domainName: 'www.lunia.test',
  hostedZoneId: 'Z0123456789ABC',
  hostedZoneName: 'lunia.test',
};
const moduleUrls = { bookrx: explicit.bookrx, shift: explicit.shift, core: explicit.core };

describe('stage configuration (issues 24 and 26)', () => {
  it('prod takes every value explicitly, keeps a year of logs and protects its data', () => {
    expect(resolveStageValues({ stage: 'prod', values: withDomain })).toEqual({
      mailFrom: explicit.mailFrom,
      companyInbox: explicit.companyInbox,
      supportInbox: explicit.supportInbox,
      dmarcReportAddress: 'dmarc-reports@lunia.test',
      mailRates: { ses: 14, bulk: 10 },
      moduleUrls,
      alarmEmail: 'oncall@lunia.test',
      domain: { name: 'www.lunia.test', hostedZoneId: 'Z0123456789ABC', hostedZoneName: 'lunia.test' },
      logRetentionDays: 365,
      logLevel: 'INFO',
      protectData: true,
      inactivitySignOutMinutes: { admin: 15, user: 60 },
    });
  });

  it('a stage may shorten or lengthen the automatic sign-out, within reason', () => {
    expect(
      resolveStageValues({ stage: 'staging', values: { adminInactivityMinutes: '10', userInactivityMinutes: '30' } })
        .inactivitySignOutMinutes,
    ).toEqual({ admin: 10, user: 30 });
    expect(() => resolveStageValues({ stage: 'staging', values: { adminInactivityMinutes: '1' } })).toThrow(
      'inactivitySignOutMinutes.admin',
    );
  });

  it('prod without values stops the synth, naming each missing key of its stage file', () => {
    expect(() => resolveStageValues({ stage: 'prod', siteOrigin: 'https://lunia.test' })).toThrow(
      'Stage prod needs mailFrom, companyInbox, supportInbox, moduleUrls.bookrx, moduleUrls.shift, moduleUrls.core, alarmEmail, domain.name in infra/stages/prod.json (stage prod takes every value explicitly).',
    );
    expect(() => resolveStageValues({ stage: 'prod', values: { ...explicit, core: undefined } })).toThrow(
      'Stage prod needs moduleUrls.core, domain.name in infra/stages/prod.json',
    );
  });

  it('another stage derives what is not given from the site address', () => {
    const values = resolveStageValues({
      stage: 'staging',
      siteOrigin: 'https://staging.lunia.test',
      values: { bookrx: 'https://partner.test/lunia' },
    });
    expect(values).toMatchObject({
      mailFrom: 'Lunia <no-reply@staging.lunia.test>',
      companyInbox: 'hello@staging.lunia.test',
      supportInbox: 'support@staging.lunia.test',
      dmarcReportAddress: 'dmarc-reports@staging.lunia.test',
      moduleUrls: {
        bookrx: 'https://partner.test/lunia',
        shift: 'https://shift.staging.lunia.test/',
        core: 'https://core.staging.lunia.test/',
      },
      logRetentionDays: 90,
      protectData: false,
    });
    expect(values.alarmEmail).toBeUndefined();
  });

  it('a site at www. has its mailboxes and module sites at the domain itself', () => {
    const values = resolveStageValues({ stage: 'dev', siteOrigin: 'https://www.lunia.test' });
    expect(values.companyInbox).toBe('hello@lunia.test');
    expect(values.moduleUrls.shift).toBe('https://shift.lunia.test/');
  });

  it('a stage other than prod synthesizes offline, on a local host name of its own (its SES identity)', () => {
    expect(resolveStageValues({ stage: 'pr-42' })).toMatchObject({
      mailFrom: 'Lunia <no-reply@pr-42.lunia.local>',
      moduleUrls: { core: 'https://core.pr-42.lunia.local/' },
      logRetentionDays: 30,
      logLevel: 'DEBUG',
    });
  });

  it('bulk mail gets the SES rate minus headroom for transactional mail, unless the stage says otherwise (issue 39)', () => {
    const rates = (values: Record<string, string>) => resolveStageValues({ stage: 'staging', values }).mailRates;
    expect(rates({})).toEqual({ ses: 14, bulk: 10 });
    expect(rates({ sesSendRate: '50' })).toEqual({ ses: 50, bulk: 46 });
    // The sandbox's 1 e-mail a second: half of it, not a negative rate.
    expect(rates({ sesSendRate: '1' })).toEqual({ ses: 1, bulk: 0.5 });
    expect(rates({ sesSendRate: '50', bulkSendRate: '30' })).toEqual({ ses: 50, bulk: 30 });
    expect(() => rates({ bulkSendRate: '14' })).toThrow(
      'mailRates.bulk bulk must be below the SES rate, leaving room for transactional mail',
    );
    expect(() => rates({ bulkSendRate: '0' })).toThrow('mailRates.bulk must be a positive number');
    expect(() => rates({ sesSendRate: 'fast' })).toThrow('mailRates.ses');
  });

  it('DMARC reports go to the sender’s domain unless the stage names an address (issue 39)', () => {
    const values = (given: Record<string, string>) => resolveStageValues({ stage: 'staging', values: given });
    expect(values({ mailFrom: 'Lunia <no-reply@Mail.Lunia.test>' }).dmarcReportAddress).toBe(
      'dmarc-reports@mail.lunia.test',
    );
    expect(values({ dmarcReportAddress: 'dmarc@reports.lunia.test' }).dmarcReportAddress).toBe(
      'dmarc@reports.lunia.test',
    );
    expect(() => values({ dmarcReportAddress: 'dmarc' })).toThrow('dmarcReportAddress must be an e-mail address');
    expect(() => values({ supportInbox: 'help' })).toThrow('supportInbox must be an e-mail address');
  });

  it('a custom domain needs its hosted zone, all three values together', () => {
    expect(
      resolveStageValues({
        stage: 'staging',
        values: { domainName: 'staging.lunia.test', hostedZoneId: 'Z0123456789ABC', hostedZoneName: 'lunia.test' },
      }).domain,
    ).toEqual({ name: 'staging.lunia.test', hostedZoneId: 'Z0123456789ABC', hostedZoneName: 'lunia.test' });
    expect(() => resolveStageValues({ stage: 'staging', values: { domainName: 'staging.lunia.test' } })).toThrow(
      'Stage staging: a custom domain needs domain.name, domain.hostedZoneId and domain.hostedZoneName together.',
    );
  });

  it.each(['Prod', 'a', 'a'.repeat(21), 'dev_1', 'dev.1', ''])('refuses the stage name %j', (stage) => {
    expect(() => checkStageName(stage)).toThrow(
      `Stage name "${stage}" is not allowed: use 2 to 20 of a-z, 0-9 and "-"`,
    );
  });

  it('names carry the stage', () => {
    expect(stagedName('staging', 'Data')).toBe('Lunia-staging-Data');
  });

  it.each([
    ['a sender without a name', { mailFrom: 'no-reply@lunia.test' }, 'mailFrom must be `Name <address>`'],
    ['an inbox that is no address', { companyInbox: 'hello' }, 'companyInbox must be an e-mail address'],
    ['a plain-http module URL', { shift: 'http://shift.lunia.test/' }, 'moduleUrls.shift must be an https:// URL'],
    ['an alarm address that is none', { alarmEmail: 'oncall' }, 'alarmEmail must be an e-mail address'],
    ['a retention CloudWatch does not offer', { logRetentionDays: '45' }, 'logRetentionDays'],
    ['an unknown log level', { logLevel: 'LOUD' }, 'logLevel'],
  ])('refuses %s', (_case, change, message) => {
    expect(() => resolveStageValues({ stage: 'prod', values: { ...withDomain, ...change } })).toThrow(message);
  });
});
