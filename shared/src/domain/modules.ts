/**
 * The platform's modules as the admin's modules page shows them (portal-and-admin §2 /admin/modules,
 * §4 "Default module status: BookRx Active, Shift Active, Core Beta, Vault Coming Soon"). Statuses are
 * ids the web translates (with the module id); the descriptions are the English ones the API returns.
 */
import type { Module } from './constants';

export const MODULE_STATUSES = ['active', 'beta', 'coming_soon'] as const;
export type ModuleStatus = (typeof MODULE_STATUSES)[number];

export const DEFAULT_MODULE_STATUS = {
  bookrx: 'active',
  shift: 'active',
  core: 'beta',
  vault: 'coming_soon',
} as const satisfies Record<Module, ModuleStatus>;

export const MODULE_DESCRIPTIONS: Record<Module, string> = {
  bookrx: 'Shift staffing marketplace: pharmacies post shifts and verified pharmacists book them.',
  shift: 'Shift scheduling for pharmacy teams.',
  core: 'The cloud pharmacy operating system.',
  vault: 'Patient-owned health records.',
};
