/**
 * How an owner's or admin's edit of an organization lands (issue 24). Pure.
 *
 * - Unverified: every field applies at once; a held change of a field edited now is dropped (the
 *   organization lost its approval, so nothing waits for review any more for that field).
 * - Verified: a new legal name or licence number is held for an admin's review (merged into the change
 *   already held) and the verified values stay; the other fields apply at once. Sending a reviewed
 *   field back at its verified value takes it out of the held change.
 */
import { REVIEWED_ORGANIZATION_FIELDS, type ReviewedOrganizationField } from '@lunia/shared/api/schemas/organizations';
import type { OrganizationDetails, PendingOrganizationChange } from '../../data/organization-profiles';

export interface OrganizationEditPlan {
  /** The fields to set now (only the ones that are meant to change). */
  apply: Partial<OrganizationDetails>;
  /** The held change from now on: a new one, none any more (`null`), or unchanged (`undefined`). */
  pending: PendingOrganizationChange | null | undefined;
  /** The reviewed fields newly held (or held with a new value) by this edit. */
  held: ReviewedOrganizationField[];
  /** Whether the edit touches the legal name or licence number at all (its write checks verification). */
  reviewed: boolean;
}

const isReviewed = (field: string): field is ReviewedOrganizationField =>
  (REVIEWED_ORGANIZATION_FIELDS as readonly string[]).includes(field);

export function planOrganizationEdit(
  current: Pick<OrganizationDetails, ReviewedOrganizationField> & {
    verified: boolean;
    pendingChange?: PendingOrganizationChange | undefined;
  },
  details: Partial<OrganizationDetails>,
  request: { at: string; by: string },
): OrganizationEditPlan {
  const apply: Partial<OrganizationDetails> = {};
  const proposed: Partial<Record<ReviewedOrganizationField, string>> = {
    ...(current.pendingChange?.name !== undefined ? { name: current.pendingChange.name } : {}),
    ...(current.pendingChange?.pharmacyLicenseNumber !== undefined
      ? { pharmacyLicenseNumber: current.pendingChange.pharmacyLicenseNumber }
      : {}),
  };
  const held: ReviewedOrganizationField[] = [];
  let reviewed = false;
  let pendingTouched = false;
  for (const [field, value] of Object.entries(details) as [keyof OrganizationDetails, unknown][]) {
    if (value === undefined) continue;
    if (!isReviewed(field)) {
      (apply as Record<string, unknown>)[field] = value;
      continue;
    }
    reviewed = true;
    const text = String(value);
    if (!current.verified || text === current[field]) {
      if (!current.verified) apply[field] = text;
      if (proposed[field] !== undefined) {
        delete proposed[field];
        pendingTouched = true;
      }
      continue;
    }
    if (proposed[field] !== text) {
      proposed[field] = text;
      held.push(field);
      pendingTouched = true;
    }
  }
  const pending = !pendingTouched
    ? undefined
    : Object.keys(proposed).length === 0
      ? null
      : { ...proposed, requestedAt: request.at, requestedBy: request.by };
  return { apply, pending, held, reviewed };
}
