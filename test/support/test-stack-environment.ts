import { LOWEST_REGISTRATION_HASH_LOG2_N } from '../../functions/src/domain/account/registration-password';

/**
 * What a test run sets in the process its local stack's handlers run in, before the stack (and the
 * functions code it imports) loads; the runner's workers inherit it. `npm start` and AWS keep the
 * defaults.
 */
export function prepareTestStackEnvironment(): void {
  // The handlers' Powertools logger reads LOG_LEVEL when it is first imported: their INFO lines would
  // flood the test output (LUNIA_TEST_LOGS prints the stack's own log; LOG_LEVEL=INFO brings theirs back).
  process.env.LOG_LEVEL ??= 'WARN';
  // Every test account is a registration, its password hashed at registration and checked at
  // confirmation: scrypt at 2^10 instead of AWS's 2^14 costs about 3 ms instead of 55 ms of CPU each,
  // the same code with a cost the hash names (docs/decisions/0123-test-accounts-without-registration-round-trips.md).
  process.env.REGISTRATION_HASH_LOG2_N ??= String(LOWEST_REGISTRATION_HASH_LOG2_N);
}
