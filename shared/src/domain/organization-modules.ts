/**
 * Which of an organization's modules count, and which are paid (portal-and-admin §1, §4, §9). Pure.
 *
 * - §1: "Once verified they get free access to BookRx": BookRx is the free module of a verified
 *   organization, activated on the organization admin screen (§4).
 * - §4: "an organization's modules are active only when the organization is verified".
 * - Every other module (shift, core, vault) is paid: it comes with a subscription, through online
 *   billing (a later issue), never through the free activation
 * (docs/decisions/0013-organization-modules-and-access.md, issue 10).
 */
import type { Module } from './constants';

/** The modules a verified organization may activate for itself, for free. */
export const FREE_ORGANIZATION_MODULES = ['bookrx'] as const satisfies readonly Module[];

export function isFreeOrganizationModule(module: string): boolean {
  return (FREE_ORGANIZATION_MODULES as readonly string[]).includes(module);
}

/** The modules that are active: those recorded, while the organization is verified; none otherwise. */
export function effectiveOrganizationModules<M extends string>(org: {
  verified: boolean;
  activeModules: readonly M[];
}): M[] {
  return org.verified ? [...org.activeModules] : [];
}

/** The active modules it pays for: active ones that are not free. */
export function paidOrganizationModules<M extends string>(org: {
  verified: boolean;
  activeModules: readonly M[];
}): M[] {
  return effectiveOrganizationModules(org).filter((module) => !isFreeOrganizationModule(module));
}

/** The free modules a verified organization could still activate (what the Activate button adds). */
export function freeModulesToActivate(org: { verified: boolean; activeModules: readonly string[] }): Module[] {
  if (!org.verified) return [];
  return FREE_ORGANIZATION_MODULES.filter((module) => !org.activeModules.includes(module));
}
