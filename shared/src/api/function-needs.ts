/**
 * What a deployed function may do in AWS, in the product's own words. Each implemented route
 * (./routes/*.ts) and each implemented event consumer (functions/src/events/manifest.ts) lists its
 * needs in its manifest entry; infra/lib/function-permissions.ts turns them into IAM statements on
 * the exact resources. Nothing else grants a function anything, so the manifests are the complete
 * picture of who may do what.
 *
 * Types only: manifest entries are bundled into every Lambda, and this file adds nothing to them.
 */
export type FunctionNeed =
  /** GetItem/Query/BatchGetItem on the table and its indexes. */
  | 'table:read'
  /** PutItem only: creates guarded by conditions (beta signups, dedupe claims). */
  | 'table:put'
  /** UpdateItem. */
  | 'table:update'
  /** DeleteItem. */
  | 'table:delete'
  /** Scan the table (the counter recount's worker only: a maintenance job, never a request path). */
  | 'table:scan'
  /** Read the table's stream (the stream consumer only). */
  | 'table:stream-read'
  /**
   * Queue any e-mail: SendMessage on the mail queue and on the auth mail queue (lib/aws/mail-queue.ts
   * puts the code templates on the second, so a function that sends codes and other mail needs both).
   */
  | 'queue:mail:send'
  | 'queue:mail:consume'
  /** SendMessage on the auth mail queue only (the Cognito custom e-mail sender: reset codes). */
  | 'queue:auth-mail:send'
  | 'queue:auth-mail:consume'
  /** GetQueueAttributes on both mail queues and their dead-letter queues (system health). */
  | 'queue:mail:status'
  | 'queue:reminders:send'
  | 'queue:reminders:consume'
  /** GetQueueAttributes on the reminder queue and its dead-letter queue (system health). */
  | 'queue:reminders:status'
  /** One message per step of a counter recount job (the stream consumer queues each next step). */
  | 'queue:counter-recount:send'
  | 'queue:counter-recount:consume'
  /** Where the stream consumer's event source mapping parks records it gave up on. */
  | 'queue:table-stream-failures:send'
  /** ses:SendEmail, only as the configured sender. */
  | 'mail:send'
  | 'documents:read'
  | 'documents:write'
  | 'documents:delete'
  | 'photos:read'
  | 'photos:write'
  | 'photos:delete'
  /**
   * GetSecretValue on the public forms' own signing secret only (their bot-check challenges;
   * lib/aws/form-challenge-key.ts), and the key of the e-mail unsubscribe links derived from it under
   * its own label (lib/aws/unsubscribe-link.ts, issue 39); the function also receives its ARN as
   * FORM_CHALLENGE_SECRET_ARN.
   */
  | 'secrets:form-challenge:read'
  /**
   * GetSecretValue on the module signing secrets (one per module that can be opened: BookRx, Shift,
   * Core); the function also receives their ARNs as MODULE_SIGNING_SECRET_ARN_<MODULE>.
   */
  | 'secrets:module-signing:read'
  /**
   * GetSecretValue on the billing secret only (the payment provider's API key and webhook signing
   * secret, JSON `{ secretKey, webhookSecret }`); the function also receives its ARN as STRIPE_SECRET_ARN.
   */
  | 'secrets:billing:read'
  /** AdminDisableUser, AdminEnableUser, AdminUserGlobalSignOut: a super_admin ends an account's sessions. */
  | 'users:disable'
  /** AdminUserGlobalSignOut only: a change that ended every session of an account revokes its refresh tokens (issue 38). */
  | 'users:sign-out'
  /** AdminGetUser: whether an account has enrolled an authenticator app (MFA). */
  | 'users:read'
  /** Registration only: create a user, set its password, delete it again on a failed registration. */
  | 'users:create'
  /** AdminUpdateUserAttributes: the owner's own e-mail change. */
  | 'users:update-attributes'
  /** ListUsers and ListUsersInGroup: the daily user-pool export only. */
  | 'users:list'
  /** PutObject under `user-pool/` in the backups bucket (the daily user-pool export); the function gets BACKUPS_BUCKET. */
  | 'backups:write'
  /** kms:Decrypt with the key Cognito encrypts one-time codes with (the custom e-mail sender). */
  | 'codes:decrypt';

/**
 * A deployed function's needs. May be empty (a function that touches no AWS resource), but must
 * be stated: an implemented entry without `needs` does not compile and does not synthesize.
 */
export type FunctionNeeds = readonly FunctionNeed[];
