/**
 * The credential rules a super admin overrode (issue 27; docs/data-model.md): one item, `CONFIG` /
 * `CREDENTIAL_RULES`, holding for each overridden type its cycle months and grace stages. Types it
 * does not name follow the catalogue (shared/src/domain/credentials/catalogue.ts). A write is
 * conditioned on the version it read, so two super admins saving at once cannot lose a change.
 * This module is its only writer.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { DocumentType } from '@lunia/shared/domain/constants';
import type { CredentialRule, CredentialRuleOverrides } from '@lunia/shared/domain/credentials/catalogue';
import { db, tableName } from './client';
import { credentialRulesKeys } from './keys';
import type { TransactItem } from './transactions';

export const CREDENTIAL_RULES_ENTITY = 'CredentialRules';

export interface CredentialRulesItem {
  overrides: CredentialRuleOverrides;
  /** 0 when no item exists yet. */
  version: number;
  updatedAt: string | null;
  updatedBy: string | null;
}

export const NO_CREDENTIAL_RULES: CredentialRulesItem = {
  overrides: {},
  version: 0,
  updatedAt: null,
  updatedBy: null,
};

function fromItem(item: Record<string, unknown> | undefined): CredentialRulesItem {
  if (!item) return NO_CREDENTIAL_RULES;
  return {
    overrides: (item.overrides as CredentialRuleOverrides | undefined) ?? {},
    version: typeof item.version === 'number' ? item.version : 0,
    updatedAt: typeof item.updatedAt === 'string' ? item.updatedAt : null,
    updatedBy: typeof item.updatedBy === 'string' ? item.updatedBy : null,
  };
}

/** One GetItem; strongly consistent when a write follows (the version it is conditioned on). */
export async function getCredentialRules(consistent = false): Promise<CredentialRulesItem> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: credentialRulesKeys.item(), ConsistentRead: consistent }),
  );
  return fromItem(Item);
}

/** The overrides with one type changed (`rule`) or dropped (`null`). */
export function withOverride(
  overrides: CredentialRuleOverrides,
  type: DocumentType,
  rule: CredentialRule | null,
): CredentialRuleOverrides {
  const next: CredentialRuleOverrides = { ...overrides };
  if (rule) next[type] = rule;
  else delete next[type];
  return next;
}

/** The transaction item that stores the new overrides, if the item is still at `read.version`. */
export function credentialRulesChange(
  read: CredentialRulesItem,
  overrides: CredentialRuleOverrides,
  at: string,
  by: string,
): TransactItem {
  return {
    Put: {
      TableName: tableName(),
      Item: {
        ...credentialRulesKeys.item(),
        entity: CREDENTIAL_RULES_ENTITY,
        overrides,
        version: read.version + 1,
        updatedAt: at,
        updatedBy: by,
      },
      ConditionExpression: read.version === 0 ? 'attribute_not_exists(PK)' : 'version = :version',
      ...(read.version === 0 ? {} : { ExpressionAttributeValues: { ':version': read.version } }),
    },
  };
}
