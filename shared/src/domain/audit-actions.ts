/**
 * The actions an audit event can record, grouped by what they happen to. A plain module (no zod), so
 * the web can tell the groups apart without loading the API schemas (api/schemas/admin-audit.ts,
 * admin.ts and documents.ts build their enums from these lists).
 */

/** The actor id of what Lunia does by itself (file checks, payment events, reminders). */
export const SYSTEM_ACTOR_ID = 'system';

/** What can happen to a document: its timeline. */
export const DOCUMENT_AUDIT_ACTIONS = [
  'upload_requested',
  'file_accepted',
  'file_rejected',
  'file_replace_requested',
  'resubmit_requested',
  'submitted_for_review',
  'viewed',
  'downloaded',
  'approved',
  'denied',
  'deleted',
  /** An admin corrected the expiry date (reason: `<old or none> → <new>`). */
  'expiry_corrected',
  /** An extension order of the Health Department moved the date (reason: `<order>: <old> → <new>`). */
  'expiry_extended',
] as const;

/** What can happen to an organization, its locations, team and plan: with its documents', its Activity. */
export const ORGANIZATION_AUDIT_ACTIONS = [
  'organization_created',
  'organization_updated',
  'location_created',
  'location_updated',
  'location_deleted',
  'primary_location_changed',
  /** An inspection binder of a location was generated, with the verification link its QR code carries (`linkId`). */
  'binder_generated',
  'organization_approved',
  'verification_revoked',
  'modules_activated',
  'member_role_changed',
  'member_removed',
  'invite_created',
  'invite_resent',
  'invite_cancelled',
  'invite_accepted',
  'invite_declined',
  'checkout_started',
  'plan_activated',
  'plan_renewed',
  'plan_payment_failed',
  'plan_canceled',
  'plan_changed',
  'payment_refunded',
  'organization_suspended',
  'organization_unsuspended',
  'ownership_transferred',
  'organization_deleted',
  'organization_change_requested',
  'organization_change_withdrawn',
  'organization_change_approved',
  'organization_change_rejected',
  'organization_approval_revoked',
] as const;

/** What can happen to a person's account itself (beyond their documents): never an organization's activity. */
export const PERSON_AUDIT_ACTIONS = [
  'approved_for_bookrx',
  'document_reminder_sent',
  'document_reminder_failed',
  'account_disabled',
  'account_enabled',
  /** An operator made the account a super admin from the command line (`npm run admin:create`). */
  'super_admin_granted',
  'mfa_enrolled',
  'password_changed',
  'signed_out_everywhere',
  'bookrx_profile_updated',
  'data_exported',
  'account_deleted',
  'ce_activity_recorded',
  'ce_activity_deleted',
  'verification_link_created',
  'verification_link_revoked',
  'verification_viewed',
  /** The person's legal name once locked (issue 38): a new one asked for, withdrawn, approved or rejected. */
  'name_change_requested',
  'name_change_withdrawn',
  'name_change_approved',
  'name_change_rejected',
] as const;

/** What Lunia's admins do to the platform's own records: reminder jobs, the suppression list, rules, orders. */
export const PLATFORM_AUDIT_ACTIONS = [
  'reminder_job_created',
  'email_suppression_lifted',
  'credential_rules_updated',
  'extension_order_recorded',
] as const;

/** Every action an audit event can record (functions/src/data/audit-events.ts checks it is the whole union). */
export const AUDIT_LOG_ACTIONS = [
  ...DOCUMENT_AUDIT_ACTIONS,
  ...ORGANIZATION_AUDIT_ACTIONS,
  ...PERSON_AUDIT_ACTIONS,
  ...PLATFORM_AUDIT_ACTIONS,
] as const;
export type AuditLogAction = (typeof AUDIT_LOG_ACTIONS)[number];
