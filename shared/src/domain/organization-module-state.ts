/**
 * The input of the module access rule (./module-access.ts) for an organization, built the same way
 * where the rule is applied (the access route, from the stored organization) and where its outcome is
 * shown (the module cards, from the organization detail). The detail carries `openModules`, the
 * rule's own answer on the server; the cards rebuild the rule's input from it, so a card shows Open
 * exactly when the access route makes a link (a paid module active without an active plan that pays
 * for it, from the free activation or older data, is "not paid" in both). Pure.
 */
import { PURCHASABLE_MODULES } from './billing';
import type { Module } from './constants';
import { type OpenableModule, type OrganizationModuleState, organizationOpenModules } from './module-access';

/** What an organization's stored record says about opening its modules. */
export interface OrganizationAccessRecord {
  verified?: boolean | undefined;
  suspended?: boolean | undefined;
  activeModules?: readonly Module[] | undefined;
  /** The plan as billing left it; undefined before a first checkout. */
  billing?: { status: string; modules: readonly Module[] } | undefined;
}

/** The rule's input from the stored organization (the access route, and the detail's `openModules`). */
export function organizationModuleStateOf(record: OrganizationAccessRecord): OrganizationModuleState {
  return {
    verified: record.verified === true,
    suspended: record.suspended === true,
    activeModules: record.activeModules ?? [],
    plan: record.billing,
  };
}

/** The modules the organization's members may open now: the detail's `openModules`. */
export const openModulesOf = (record: OrganizationAccessRecord): OpenableModule[] =>
  organizationOpenModules(organizationModuleStateOf(record));

/** What a member reads of the organization (GET /api/organizations/{orgId}). */
export interface OrganizationModulesView {
  verified: boolean;
  suspended: boolean;
  activeModules: readonly Module[];
  openModules: readonly OpenableModule[];
}

const isPaidModule = (module: string) => (PURCHASABLE_MODULES as readonly string[]).includes(module);

/**
 * The rule's input from the organization detail: the paid modules the server found open are those of
 * an active plan that pays for them; no other paid module is. The rule then answers each module as it
 * did on the server (Open, or the same refusal).
 */
export function organizationModuleStateOfView(view: OrganizationModulesView): OrganizationModuleState {
  const paid = view.openModules.filter(isPaidModule);
  return {
    verified: view.verified,
    suspended: view.suspended,
    activeModules: view.activeModules,
    plan: paid.length > 0 ? { status: 'active', modules: paid } : undefined,
  };
}
