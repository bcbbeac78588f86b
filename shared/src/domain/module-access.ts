/**
 * Which modules a person may open, and what answers otherwise (issue 24; docs/module-access.md). Pure
 * rules, shared by the access routes and, later, the web's module cards.
 *
 * - BookRx is free: an individual opens it once verified; an organization once verified and BookRx is
 *   activated (spec §4).
 * - Shift and Core are paid: only for members of a verified organization whose plan is active and
 *   includes the module. An individual has no plan, so never opens them.
 * - Vault has not launched: it answers "coming soon" to everyone.
 * - A suspended organization opens nothing.
 */

import type { ErrorCode } from '../errors';
import { PURCHASABLE_MODULES } from './billing';
import type { Module } from './constants';

/** The modules a link can be made for (Vault is listed but not open yet). */
export const OPENABLE_MODULES = ['bookrx', 'shift', 'core'] as const satisfies readonly Module[];
export type OpenableModule = (typeof OPENABLE_MODULES)[number];

/** Lifetime of a module access link, in seconds (at most five minutes; docs/module-access.md). */
export const MODULE_ACCESS_URL_SECONDS = 2 * 60;
/** The query parameter of the module's product URL that carries the signed access token. */
export const MODULE_ACCESS_PARAM = 'lunia_access';
/** The header a module signs its redemption request with (HMAC of the token with the module's secret). */
export const MODULE_SIGNATURE_HEADER = 'x-lunia-module-signature';

export const MODULE_NAMES: Record<Module, string> = { bookrx: 'BookRx', shift: 'Shift', core: 'Core', vault: 'Vault' };

export function isOpenableModule(module: string): module is OpenableModule {
  return (OPENABLE_MODULES as readonly string[]).includes(module);
}

const isPaidModule = (module: Module) => (PURCHASABLE_MODULES as readonly string[]).includes(module);

/** What the organization's record says about opening its modules. */
export interface OrganizationModuleState {
  verified: boolean;
  suspended: boolean;
  activeModules: readonly Module[];
  /** The plan as billing left it; undefined before a first checkout. */
  plan?: { status: string; modules: readonly Module[] } | undefined;
}

export type ModuleAccessAnswer = { open: true; module: OpenableModule } | { open: false; code: ErrorCode };

const refuse = (code: ErrorCode): ModuleAccessAnswer => ({ open: false, code });
const open = (module: OpenableModule): ModuleAccessAnswer => ({ open: true, module });

/** A member of the organization asking to open `module` for it. */
export function organizationModuleAccess(org: OrganizationModuleState, module: Module): ModuleAccessAnswer {
  if (!isOpenableModule(module)) return refuse('MODULE_COMING_SOON');
  if (org.suspended) return refuse('ORGANIZATION_SUSPENDED');
  if (!org.verified) return refuse('VERIFICATION_REQUIRED');
  if (isPaidModule(module)) {
    const paid = org.plan?.status === 'active' && org.plan.modules.includes(module);
    return paid ? open(module) : refuse('MODULE_NOT_PAID');
  }
  return org.activeModules.includes(module) ? open(module) : refuse('MODULE_NOT_ACTIVE');
}

/** Every module the organization's members may open now (what an access link lists). */
export function organizationOpenModules(org: OrganizationModuleState): OpenableModule[] {
  return OPENABLE_MODULES.filter((module) => organizationModuleAccess(org, module).open);
}

/** A person on their own (no organization) asking to open `module`; `active` = their access status is active. */
export function individualModuleAccess(person: { active: boolean }, module: Module): ModuleAccessAnswer {
  if (!isOpenableModule(module)) return refuse('MODULE_COMING_SOON');
  if (isPaidModule(module)) return refuse('MODULE_NOT_PAID');
  return person.active ? open(module) : refuse('VERIFICATION_REQUIRED');
}
