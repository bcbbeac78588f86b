/**
 * Where the BookRx button leads for each access status (portal-and-admin §4, "BookRx button by status").
 * Pure: it names a target; each client maps targets to its own paths, tabs and navigation state.
 */
import type { AccessStatus } from './access-status';

export type BookrxButtonTarget =
  /** "active opens the external BookRx login in a new tab" */
  | 'open-bookrx'
  /** "pending_verification goes to /document-upload in review mode" */
  | 'document-upload-review'
  /** "not_submitted goes to /document-upload" */
  | 'document-upload'
  /** "verified_pending_activation for an organization goes to /organization-admin?tab=billing" */
  | 'organization-billing';

/**
 * A `Record` rather than a chain of ifs, so adding a status without a target fails to compile.
 *
 * `unknown` (an organization that is not verified although none of its documents is pending or
 * denied) has no destination in the spec. It goes to /document-upload, not in review mode: that page
 * shows every required document with its state and lets the user add or replace what is needed, so
 * the user can see where things stand and act. Review mode would disable uploads and could leave the
 * user stuck; opening BookRx or billing needs a verified account or organization, which `unknown`
 * does not have.
 */
const TARGET_BY_STATUS: Readonly<Record<AccessStatus, BookrxButtonTarget>> = {
  active: 'open-bookrx',
  pending_verification: 'document-upload-review',
  not_submitted: 'document-upload',
  verified_pending_activation: 'organization-billing',
  unknown: 'document-upload',
};

export function bookrxButtonTarget(status: AccessStatus): BookrxButtonTarget {
  return TARGET_BY_STATUS[status];
}
