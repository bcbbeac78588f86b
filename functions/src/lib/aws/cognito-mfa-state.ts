/**
 * Whether an account still has an authenticator app (TOTP) enrolled in Cognito, as the handler stack
 * asks on every admin request (issue 25: admin MFA is enforced, not recorded once). Cognito is the
 * source of truth: an authenticator removed there (AdminSetUserMFAPreference, or the user's own
 * SetUserMFAPreference) must close the back office. One AdminGetUser per answer, kept in the
 * Lambda's memory per user:
 * - "enrolled" for at most 5 minutes, so a removal is seen within 5 minutes by every container;
 * - "not enrolled" for a few seconds only, so a re-enrolment opens the back office again at once
 *   while a burst of refused requests still costs one call.
 * Concurrent requests of one user share the call under way.
 */
import { hasCognitoTotp } from './cognito-admin';

export const ENROLLED_CACHE_MS = 5 * 60 * 1000;
export const NOT_ENROLLED_CACHE_MS = 5 * 1000;
const CACHE_MAX_ENTRIES = 1_000;

interface Entry {
  answer: Promise<boolean>;
  /** When the answer arrived (epoch ms); undefined while the call is under way. */
  readAt?: number;
  enrolled?: boolean;
}

const cache = new Map<string, Entry>();

const fresh = (entry: Entry, now: number) =>
  entry.readAt === undefined || now - entry.readAt < (entry.enrolled ? ENROLLED_CACHE_MS : NOT_ENROLLED_CACHE_MS);

/**
 * The account's Cognito MFA state, cached as described above. A failed call is not kept (the next
 * request asks again) and is thrown to the caller: the back office fails closed.
 */
export function authenticatorEnrolled(
  userId: string,
  now = Date.now(),
  read: (userId: string) => Promise<boolean> = hasCognitoTotp,
): Promise<boolean> {
  const hit = cache.get(userId);
  if (hit && fresh(hit, now)) return hit.answer;
  if (cache.size >= CACHE_MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
  const entry: Entry = {
    answer: read(userId).then(
      (enrolled) => {
        entry.readAt = now;
        entry.enrolled = enrolled;
        return enrolled;
      },
      (error: unknown) => {
        if (cache.get(userId) === entry) cache.delete(userId);
        throw error;
      },
    ),
  };
  cache.delete(userId);
  cache.set(userId, entry);
  return entry.answer;
}

/**
 * What an admin request needs from the MFA state: the seeded demo admins pass only against the local
 * Cognito stand-in; an account that never recorded an authenticator is refused at once; anyone else
 * is asked of Cognito.
 */
export function adminMfaStep(
  policy: { mfaExempt: boolean; mfaEnrolledAt: string | null },
  localCognito: boolean,
): 'exempt' | 'refuse' | 'ask-cognito' {
  if (policy.mfaExempt && localCognito) return 'exempt';
  return policy.mfaEnrolledAt ? 'ask-cognito' : 'refuse';
}

/**
 * Whether an admin must enrol an authenticator before the back office opens: the rule the admin routes
 * enforce (lib/http/request-context.ts), so the profile can send the web to the enrolment page when an
 * authenticator was removed in Cognito. Errors of the Cognito call are thrown.
 */
export async function adminMustEnrol(
  userId: string,
  policy: { mfaExempt: boolean; mfaEnrolledAt: string | null },
  localCognito: boolean,
): Promise<boolean> {
  const step = adminMfaStep(policy, localCognito);
  if (step !== 'ask-cognito') return step === 'refuse';
  return !(await authenticatorEnrolled(userId));
}

/** Forgets the cached answer of one account (the next call asks Cognito). */
export function forgetAuthenticatorState(userId: string): void {
  cache.delete(userId);
}

/** Forgets every cached answer (tests of the cache itself). */
export function forgetAuthenticatorStates(): void {
  cache.clear();
}
