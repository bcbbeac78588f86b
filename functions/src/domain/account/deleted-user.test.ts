import { describe, expect, it } from 'vitest';
import { DELETED_USER_PREFIX, deletedUserPseudonym } from './deleted-user';

describe('deletedUserPseudonym', () => {
  it('is stable per account, distinct between accounts, and holds nothing of the id', () => {
    const id = '3f1c2a9e-7b54-4d0e-9a51-2c7e0f6b8d13';
    const pseudonym = deletedUserPseudonym(id);
    expect(pseudonym).toBe(deletedUserPseudonym(id));
    expect(pseudonym).not.toBe(deletedUserPseudonym('8a0d5e21-4c3b-4f6a-b2e9-71d4c05f9a88'));
    expect(pseudonym).toMatch(new RegExp(`^${DELETED_USER_PREFIX}[0-9a-f]{16}$`));
    expect(pseudonym).not.toContain(id.slice(0, 8));
  });
});
