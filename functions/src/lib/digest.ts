/**
 * Digests of personal values (e-mail addresses, IP addresses) for log lines and table keys: the same
 * value always gives the same digest, so lines and items can be correlated, but the value itself is
 * never written. Unkeyed SHA-256, truncated: enough to tell values apart, not meant to resist a
 * dictionary of known addresses (the items that hold them expire within a day).
 */
import { createHash } from 'node:crypto';

const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** For log lines: 12 hex characters of the SHA-256 of the trimmed, lower-cased value. */
export const logDigest = (value: string): string => sha256Hex(value.trim().toLowerCase()).slice(0, 12);

/**
 * For table keys: 32 hex characters of the SHA-256 of `purpose` and the trimmed, lower-cased value
 * (the purpose keeps digests of one kind from matching digests of another).
 */
export const keyDigest = (purpose: string, value: string): string =>
  sha256Hex(`${purpose}\n${value.trim().toLowerCase()}`).slice(0, 32);

/** An e-mail address in a log line: its digest, never the address. */
export const addressForLog = (address: string | undefined): string | undefined =>
  address === undefined ? undefined : logDigest(address);
