/**
 * Which modules a person can open now, across every way they have (issue 24): on their own, and as a
 * member of each of their organizations. The answer of each way is the access routes' own rule
 * (shared/src/domain/module-access.ts), so the admin's module figures and the "View users" list count
 * exactly the people a link would be made for. Pure.
 */
import { individualAccessStatus } from '@lunia/shared/domain/access-status';
import type { Module } from '@lunia/shared/domain/constants';
import {
  individualModuleAccess,
  OPENABLE_MODULES,
  type OpenableModule,
  type OrganizationModuleState,
  organizationOpenModules,
} from '@lunia/shared/domain/module-access';

/** An organization's record as far as opening its modules goes. */
export interface OrganizationRecordForAccess {
  verified: boolean;
  suspended?: boolean | undefined;
  /** A deleted organization opens nothing (its routes answer 404). */
  deletedAt?: string | undefined;
  activeModules?: readonly Module[] | undefined;
  billing?: { status: string; modules: readonly Module[] } | undefined;
}

const listOf = (value: unknown): Module[] => (Array.isArray(value) ? (value as Module[]) : []);

/** The rule's input from a stored record (a stream image may lack any attribute written later). */
export const organizationModuleStateOf = (org: OrganizationRecordForAccess): OrganizationModuleState => ({
  verified: org.verified === true,
  suspended: org.suspended === true,
  activeModules: listOf(org.activeModules),
  plan: org.billing ? { status: String(org.billing.status), modules: listOf(org.billing.modules) } : undefined,
});

/** The modules an organization's members can open through it now (none once deleted). */
export function modulesOpenThrough(org: OrganizationRecordForAccess): OpenableModule[] {
  if (org.deletedAt) return [];
  return organizationOpenModules(organizationModuleStateOf(org));
}

/**
 * Every module the person can open now: on their own (their stored verification state, as
 * createBookrxAccessUrl reads it) or through any organization they are a member of. Undefined person
 * (no profile): none.
 */
export function modulesOpenTo(
  person: { verified: boolean; verificationStatus: string } | undefined,
  organizations: readonly OrganizationRecordForAccess[],
): OpenableModule[] {
  if (!person) return [];
  const active = individualAccessStatus(person) === 'active';
  const open = new Set<OpenableModule>(
    OPENABLE_MODULES.filter((module) => individualModuleAccess({ active }, module).open),
  );
  for (const org of organizations) for (const module of modulesOpenThrough(org)) open.add(module);
  return OPENABLE_MODULES.filter((module) => open.has(module));
}

/** Whether a change of an organization's record changes what its members can open. */
export function organizationAccessChanged(
  before: OrganizationRecordForAccess | undefined,
  after: OrganizationRecordForAccess | undefined,
): boolean {
  const open = (org: OrganizationRecordForAccess | undefined) => (org ? modulesOpenThrough(org).join(',') : '');
  return open(before) !== open(after);
}
