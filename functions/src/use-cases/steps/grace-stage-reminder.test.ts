import { renderMail } from '@lunia/shared/mail/templates';
import { describe, expect, it } from 'vitest';
import { dueReminder } from './grace-stage-reminder';

const EXPIRES = '2026-03-31';
const registration = (today: string) => dueReminder('controlled_substance_registration', EXPIRES, today, {});

describe('the expiry reminder due on a day', () => {
  it('is a before-expiry threshold up to the day itself', () => {
    expect(registration('2026-01-30')).toEqual({ threshold: 60 });
    expect(registration('2026-03-31')).toEqual({ threshold: 0 });
  });

  it('past the date, announces each grace stage under its own negative threshold', () => {
    expect(registration('2026-04-05')).toBeNull();
    expect(registration('2026-04-06')).toEqual({ threshold: -6, stage: 'expired_fine' });
    expect(registration('2026-04-13')).toEqual({ threshold: -6, stage: 'expired_fine' });
    expect(registration('2026-05-01')).toEqual({ threshold: -31, stage: 'inactivated' });
    expect(registration('2026-10-01')).toEqual({ threshold: -184, stage: 'cancelled' });
  });

  it('catches up a week of missed runs, not more', () => {
    expect(registration('2026-04-14')).toBeNull();
    expect(dueReminder('pharmacist_license', EXPIRES, '2026-04-06', {})).toBeNull();
  });

  it('follows an override', () => {
    const overrides = {
      pharmacist_license: {
        cycleMonths: 36,
        graceStages: [{ stage: 'inactivated' as const, after: 1, unit: 'days' as const }],
      },
    };
    expect(dueReminder('pharmacist_license', EXPIRES, '2026-04-02', overrides)).toEqual({
      threshold: -2,
      stage: 'inactivated',
    });
  });
});

describe('the reminder of a grace stage', () => {
  const data = {
    firstName: 'Ana',
    type: 'controlled_substance_registration' as const,
    expiresOn: EXPIRES,
    daysLeft: -31,
    stage: 'inactivated' as const,
    organizationName: 'Farmacia Sol',
    link: 'https://lunia.example/organization-admin',
  };

  it('says the consequence in English and Spanish', () => {
    const en = renderMail({ template: 'document-expiry', to: 'a@example.com', language: 'en', dedupeKey: '', data });
    // No organization name in a subject (issue 39); the body names it.
    expect(en.subject).toBe(
      "Your organization's Controlled Substance Registration expired on March 31, 2026: it is inactivated",
    );
    expect(en.text).toContain('The Controlled Substance Registration of Farmacia Sol expired on March 31, 2026');
    expect(en.text).toMatch(/may not be used until it is renewed/);
    const es = renderMail({ template: 'document-expiry', to: 'a@example.com', language: 'es', dedupeKey: '', data });
    expect(es.subject).toMatch(/venció el 31 de marzo de 2026: ahora en estado inactivo$/);
  });
});
