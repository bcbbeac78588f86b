import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  forgetInvitationLink,
  parseInvitationHash,
  pendingInvitationLink,
  rememberInvitationLink,
  storedInvitationLink,
} from './invitation-link';

const token = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde';

/** The tab's sessionStorage (the web tests run in Node). */
function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

describe('invitation link', () => {
  beforeEach(() => {
    vi.stubGlobal('sessionStorage', memoryStorage());
  });

  it('reads the id and token of the e-mail link from the hash', () => {
    expect(parseInvitationHash(`#invitation=i-1&token=${token}`)).toEqual({ invitationId: 'i-1', token });
  });

  it('ignores other hashes, missing parts and malformed tokens', () => {
    expect(parseInvitationHash('#main')).toBeNull();
    expect(parseInvitationHash(`#token=${token}`)).toBeNull();
    expect(parseInvitationHash('#invitation=i-1&token=short')).toBeNull();
    expect(parseInvitationHash(`#invitation=i-1&token=${token}<script>`)).toBeNull();
    expect(parseInvitationHash(`#invitation=${'x'.repeat(65)}&token=${token}`)).toBeNull();
  });

  it('keeps the link for the tab until it is forgotten', () => {
    expect(storedInvitationLink()).toBeNull();
    rememberInvitationLink({ invitationId: 'i-2', token });
    expect(storedInvitationLink()).toEqual({ invitationId: 'i-2', token });
    forgetInvitationLink();
    expect(storedInvitationLink()).toBeNull();
  });

  it('finds the link a signed-out visitor is headed to: in the address they came from, else the stored one', () => {
    expect(pendingInvitationLink(`/dashboard#invitation=i-4&token=${token}`)).toEqual({ invitationId: 'i-4', token });
    expect(pendingInvitationLink('/documents')).toBeNull();
    expect(pendingInvitationLink(undefined)).toBeNull();
    rememberInvitationLink({ invitationId: 'i-5', token });
    expect(pendingInvitationLink('/dashboard#main')).toEqual({ invitationId: 'i-5', token });
  });

  it('drops a stored value that is not a link', () => {
    sessionStorage.setItem('lunia.invitationLink', JSON.stringify({ invitationId: 'i-3', token: 'bad' }));
    expect(storedInvitationLink()).toBeNull();
    sessionStorage.setItem('lunia.invitationLink', '{not json');
    expect(storedInvitationLink()).toBeNull();
  });
});
