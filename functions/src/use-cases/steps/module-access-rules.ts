/**
 * Who may open a module, asked twice (docs/module-access.md): when a link is made, and again when the
 * module redeems it, up to two minutes later. In between an organization can be suspended or deleted,
 * a member removed, a plan cancelled, a person's licence can lapse: the redemption refuses with the
 * same codes as the link's creation, so a module never signs in someone Lunia would refuse now.
 */
import { individualAccessStatus } from '@lunia/shared/domain/access-status';
import type { Module } from '@lunia/shared/domain/constants';
import { puertoRicoToday } from '@lunia/shared/domain/document-expiry';
import {
  individualModuleAccess,
  MODULE_NAMES,
  type ModuleAccessAnswer,
  organizationModuleAccess,
} from '@lunia/shared/domain/module-access';
import { organizationModuleStateOf } from '@lunia/shared/domain/organization-module-state';
import { AppError, type ErrorCode } from '@lunia/shared/errors';
import { getMembership } from '../../data/memberships';
import { organizationDeletedAt } from '../../data/organization-lifecycle';
import { getOrganization } from '../../data/organization-profiles';
import { getUserProfile, type UserProfile } from '../../data/user-profiles';
import { userAsOf } from '../../domain/documents/expiry-rules';
import { ORGANIZATION_NOT_FOUND_MESSAGE } from './organization-locations';

/**
 * The refusal for `code` when opening `module`. The errors' default messages are BookRx's (the spec
 * words them for BookRx); a paid module's refusal names that module instead.
 */
export function moduleRefusal(code: ErrorCode, module: Module): AppError {
  const name = MODULE_NAMES[module];
  if (module === 'bookrx') return new AppError(code);
  if (code === 'VERIFICATION_REQUIRED') {
    return new AppError(code, `${name} opens once your organization's pharmacy license is verified.`);
  }
  if (code === 'MODULE_NOT_PAID') {
    return new AppError(
      code,
      `${name} is not part of your organization's active plan. An owner or admin can subscribe in Billing.`,
    );
  }
  return new AppError(code);
}

/** Throws the refusal of a closed answer; returns the open module. */
export function openedOrRefused(answer: ModuleAccessAnswer, module: Module) {
  if (!answer.open) throw moduleRefusal(answer.code, module);
  return answer.module;
}

/** A person on their own: BookRx once their access status is active (an expired licence counts at once). */
export function individualAnswer(profile: UserProfile | undefined, module: Module): ModuleAccessAnswer {
  const active =
    profile !== undefined &&
    individualAccessStatus(userAsOf(profile, profile.documentExpiry, puertoRicoToday())) === 'active';
  return individualModuleAccess({ active }, module);
}

/**
 * At redemption: the person still exists, and for an organization's link the organization still
 * exists, is theirs and may open the module now; for a person's own link their access is still active.
 */
export async function assertMayStillOpen(input: {
  userId: string;
  orgId: string | undefined;
  module: Module;
}): Promise<void> {
  if (input.orgId === undefined) {
    openedOrRefused(individualAnswer(await getUserProfile(input.userId), input.module), input.module);
    return;
  }
  const [organization, deletedAt, membership, profile] = await Promise.all([
    getOrganization(input.orgId),
    organizationDeletedAt(input.orgId),
    getMembership(input.orgId, input.userId),
    getUserProfile(input.userId),
  ]);
  if (!organization || deletedAt || membership?.orgDeletedAt) {
    throw new AppError('NOT_FOUND', ORGANIZATION_NOT_FOUND_MESSAGE);
  }
  if (!membership || !profile) throw new AppError('NOT_A_MEMBER');
  openedOrRefused(organizationModuleAccess(organizationModuleStateOf(organization), input.module), input.module);
}
