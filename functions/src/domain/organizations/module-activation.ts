/**
 * What an organization's owner or admin may ask of POST /api/organizations/{orgId}/activate-modules
 * (docs/decisions/0013-organization-modules-and-access.md, issue 10). Pure.
 *
 * The original client sent `{ modules: ['bookrx'], activateForFree: true, unlimitedLocations: true }`
 * (spec §7), so any organization admin could have granted itself anything. Here the body is a request
 * the server judges:
 * - `modules`: only the free modules (BookRx, free for a verified organization, §1). Paid modules come
 *   with a subscription, through online billing (a later issue).
 * - `activateForFree`: "without payment". The only activation an organization can make is the free
 *   one, so `true` and absent mean the same; `false` would ask for a paid activation: billing's.
 * - `unlimitedLocations`: `true` is never granted here (only the platform sets the flag); `false` and
 *   absent change nothing.
 */
import { isFreeOrganizationModule } from '@lunia/shared/domain/organization-modules';
import type { ErrorCode } from '@lunia/shared/errors';

export interface ModuleActivationRequest {
  modules: readonly string[];
  activateForFree?: boolean | undefined;
  unlimitedLocations?: boolean | undefined;
}

export interface ModuleActivationRefusal {
  code: Extract<ErrorCode, 'SUBSCRIPTION_REQUIRED'>;
  message: string;
  field: 'modules' | 'activateForFree' | 'unlimitedLocations';
}

export const PAID_MODULES_REFUSED_MESSAGE =
  'Only BookRx can be activated here, free for a verified organization. Other modules come with a subscription, which opens with online billing.';
export const PAID_ACTIVATION_REFUSED_MESSAGE =
  'BookRx is free for a verified organization; paid activation opens with online billing.';
export const UNLIMITED_LOCATIONS_REFUSED_MESSAGE =
  'Unlimited locations are not granted by activating modules. More locations come with a subscription, which opens with online billing.';

/** Why the request is refused for an organization's owner or admin, or undefined when it may proceed. */
export function moduleActivationRefusal(request: ModuleActivationRequest): ModuleActivationRefusal | undefined {
  if (request.modules.some((module) => !isFreeOrganizationModule(module))) {
    return { code: 'SUBSCRIPTION_REQUIRED', message: PAID_MODULES_REFUSED_MESSAGE, field: 'modules' };
  }
  if (request.activateForFree === false) {
    return { code: 'SUBSCRIPTION_REQUIRED', message: PAID_ACTIVATION_REFUSED_MESSAGE, field: 'activateForFree' };
  }
  if (request.unlimitedLocations === true) {
    return { code: 'SUBSCRIPTION_REQUIRED', message: UNLIMITED_LOCATIONS_REFUSED_MESSAGE, field: 'unlimitedLocations' };
  }
  return undefined;
}
