import { describe, expect, it } from 'vitest';
import { checkStageName, resolveStageValues, stagedName } from '../lib/stage-config';

const explicit = {
  mailFrom: 'Lunia <no-reply@lunia.test>',
  companyInbox: 'hello@lunia.test',
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
      'Stage prod needs mailFrom, companyInbox, moduleUrls.bookrx, moduleUrls.shift, moduleUrls.core, alarmEmail, domain.name in infra/stages/prod.json (stage prod takes every value explicitly).',
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
