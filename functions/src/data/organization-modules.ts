/**
 * An organization's active modules on its profile item `ORG#<id>`/`PROFILE`: a free module activated
 * by its owner or admin (BookRx), and the paid plan (`billing`, issue 12) with the modules it brings,
 * written from the payment provider's events. Each write holds only while the active modules are
 * those the change was computed from.
 */
import type { Module } from '@lunia/shared/domain/constants';
import { tableName } from './client';
import { organizationKeys } from './keys';
import type { OrganizationBilling } from './organization-profiles';
import type { TransactItem } from './transactions';

/**
 * Activates a free module (BookRx) of a verified organization (spec §4): appended to `activeModules`
 * only while the organization is still verified and does not have it yet, so of two activations at
 * once one writes and the other's condition fails (the use case then finds it active: one change).
 */
export function moduleActivated(orgId: string, module: Module): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: organizationKeys.profile(orgId),
      UpdateExpression: 'SET activeModules = list_append(if_not_exists(activeModules, :none), :modules)',
      ConditionExpression: 'attribute_exists(PK) AND verified = :true AND NOT contains(activeModules, :module)',
      ExpressionAttributeValues: { ':none': [], ':modules': [module], ':module': module, ':true': true },
    },
  };
}

/**
 * The plan's new state and the organization's active modules with it (paid modules added when the
 * plan becomes active, removed when a charge fails or it is canceled), written only while the active
 * modules are still those the change was computed from and the organization is not deleted: a
 * concurrent free activation or deletion makes it fail, and the caller recomputes.
 */
export function billingChanged(
  orgId: string,
  change: { billing: OrganizationBilling; activeModules: Module[]; previousActiveModules: Module[] },
): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: organizationKeys.profile(orgId),
      UpdateExpression: 'SET billing = :billing, activeModules = :modules',
      ConditionExpression:
        'attribute_exists(PK) AND attribute_not_exists(deletedAt) AND (activeModules = :previous OR (attribute_not_exists(activeModules) AND :noneBefore = :true))',
      ExpressionAttributeValues: {
        ':billing': change.billing,
        ':modules': change.activeModules,
        ':previous': change.previousActiveModules,
        ':noneBefore': change.previousActiveModules.length === 0,
        ':true': true,
      },
    },
  };
}
