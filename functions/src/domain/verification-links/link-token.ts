/**
 * The secret of an employer verification link (issue 27): 32 random bytes (256 bits) in base64url,
 * handed to the owner once in the link's url. The table keeps only its SHA-256, so reading the table
 * reveals no working link.
 */
import { createHash, randomBytes } from 'node:crypto';

export const hashVerificationToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

export function newVerificationToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashVerificationToken(token) };
}
