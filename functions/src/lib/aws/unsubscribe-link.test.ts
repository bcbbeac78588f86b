import { describe, expect, it } from 'vitest';
import { readUnsubscribeTokenWith, unsubscribeTokenWith, unsubscribeUrlWith } from './unsubscribe-link';

const key = Buffer.alloc(32, 7);
const otherKey = Buffer.alloc(32, 8);

describe('one-click unsubscribe tokens (RFC 8058 links)', () => {
  it('names the person and category it was signed for', () => {
    const token = unsubscribeTokenWith(key, 'user-1_A', 'documentReminders');
    expect(token.startsWith('v1.user-1_A.documentReminders.')).toBe(true);
    expect(readUnsubscribeTokenWith(key, token)).toEqual({ userId: 'user-1_A', category: 'documentReminders' });
  });

  it('refuses a token signed with another key, or with its person or category changed', () => {
    const token = unsubscribeTokenWith(key, 'user-1', 'ceReminders');
    const signature = token.split('.')[3];
    expect(readUnsubscribeTokenWith(otherKey, token)).toBeUndefined();
    expect(readUnsubscribeTokenWith(key, `v1.user-2.ceReminders.${signature}`)).toBeUndefined();
    expect(readUnsubscribeTokenWith(key, `v1.user-1.inviteAccepted.${signature}`)).toBeUndefined();
    expect(readUnsubscribeTokenWith(key, `v2.user-1.ceReminders.${signature}`)).toBeUndefined();
  });

  it.each([
    ['', 'empty'],
    ['v1.user-1.ceReminders', 'no signature'],
    ['v1.user-1.passwordChanged.abc', 'a category that is not optional'],
    ['v1.user 1.ceReminders.abc', 'a user id with a space'],
    ['v1.user-1.ceReminders.abc.def', 'five parts'],
  ])('refuses a malformed token (%s: %s)', (token) => {
    expect(readUnsubscribeTokenWith(key, token)).toBeUndefined();
  });

  it('builds an https URL whose header value stays printable ASCII under 870 characters (SES MessageHeader)', () => {
    // https://docs.aws.amazon.com/ses/latest/APIReference-V2/API_MessageHeader.html
    const url = unsubscribeUrlWith(key, 'https://lunia.example', 'a'.repeat(64), 'teamDocumentDecisions');
    expect(url).toMatch(/^https:\/\/lunia\.example\/api\/email\/unsubscribe\?token=v1\.a{64}\.teamDocumentDecisions\./);
    expect(`<${url}>`.length).toBeLessThan(870);
    expect(/^[\x20-\x7e]+$/.test(url)).toBe(true);
  });
});
