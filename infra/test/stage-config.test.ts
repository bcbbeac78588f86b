import { describe, expect, it } from 'vitest';
import { resolveStageValues } from '../lib/stage-config';

const explicit = {
  mailFrom: 'Lunia <no-reply@lunia.test>',
  companyInbox: 'hello@lunia.test',
  moduleUrls: {
    bookrx: 'https://bookrx.lunia.test/access',
    shift: 'https://shift.lunia.test/access',
    core: 'https://core.lunia.test/access',
  },
};

describe('stage configuration (issue 24)', () => {
  it('prod takes every value explicitly', () => {
    expect(resolveStageValues({ stage: 'prod', ...explicit })).toEqual(explicit);
  });

  it('prod without values stops the synth, naming each missing context key', () => {
    expect(() => resolveStageValues({ stage: 'prod', siteOrigin: 'https://lunia.test' })).toThrow(
      'Stage prod needs -c mailFrom=…, -c companyInbox=…, -c bookrxUrl=…, -c shiftUrl=…, -c coreUrl=… (stage prod takes every value explicitly).',
    );
    expect(() =>
      resolveStageValues({ stage: 'prod', ...explicit, moduleUrls: { ...explicit.moduleUrls, core: undefined } }),
    ).toThrow('Stage prod needs -c coreUrl=…');
  });

  it('dev derives what is not given from the site address', () => {
    expect(
      resolveStageValues({
        stage: 'dev',
        siteOrigin: 'https://dev.lunia.test',
        moduleUrls: { bookrx: 'https://partner.test/lunia' },
      }),
    ).toEqual({
      mailFrom: 'Lunia <no-reply@dev.lunia.test>',
      companyInbox: 'hello@dev.lunia.test',
      moduleUrls: {
        bookrx: 'https://partner.test/lunia',
        shift: 'https://shift.dev.lunia.test/',
        core: 'https://core.dev.lunia.test/',
      },
    });
  });

  it('a site at www. has its mailboxes and module sites at the domain itself', () => {
    const values = resolveStageValues({ stage: 'dev', siteOrigin: 'https://www.lunia.test' });
    expect(values.companyInbox).toBe('hello@lunia.test');
    expect(values.moduleUrls.shift).toBe('https://shift.lunia.test/');
  });

  it('dev with neither a site address nor values says what to set', () => {
    expect(() => resolveStageValues({ stage: 'dev' })).toThrow(/derives them from -c siteOrigin/);
  });

  it.each([
    ['a sender without a name', { mailFrom: 'no-reply@lunia.test' }, 'mailFrom must be `Name <address>`'],
    ['an inbox that is no address', { companyInbox: 'hello' }, 'companyInbox must be an e-mail address'],
    [
      'a plain-http module URL',
      { moduleUrls: { ...explicit.moduleUrls, shift: 'http://shift.lunia.test/' } },
      'moduleUrls.shift must be an https:// URL',
    ],
  ])('refuses %s', (_case, change, message) => {
    expect(() => resolveStageValues({ stage: 'prod', ...explicit, ...change })).toThrow(message);
  });
});
