/**
 * Module access links handed out (issue 24; docs/module-access.md): `MODULELINK#<nonce>`/`LINK` with
 * the module, who it is for (and for which organization, with their role), what the link said and
 * when it expires (the table's TTL removes it afterwards). A link is redeemable once: the redemption
 * is a conditional write that only the first attempt before expiry wins. This module is the only writer.
 */
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { OrgRole } from '@lunia/shared/domain/constants';
import type { OpenableModule } from '@lunia/shared/domain/module-access';
import { db, tableName, updateIfStillReturning } from './client';
import { moduleLinkKeys } from './keys';
import { countInWindow } from './rate-limits';

export const MODULE_LINK_ENTITY = 'ModuleAccessLink';

export interface ModuleAccessLink {
  nonce: string;
  module: OpenableModule;
  person: { id: string; email: string; name: string };
  organization: { id: string; name: string; role: OrgRole } | null;
  modules: OpenableModule[];
  issuedAt: Date;
  expiresAt: Date;
}

export async function recordModuleAccessLink(link: ModuleAccessLink): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...moduleLinkKeys.item(link.nonce),
        entity: MODULE_LINK_ENTITY,
        module: link.module,
        userId: link.person.id,
        person: link.person,
        orgId: link.organization?.id ?? null,
        organization: link.organization,
        modules: link.modules,
        issuedAt: link.issuedAt.toISOString(),
        expiresAt: Math.floor(link.expiresAt.getTime() / 1000),
      },
      // A nonce is 128 random bits: a collision means something is wrong, never overwrite.
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
  );
}

export type Redemption = { outcome: 'redeemed'; link: ModuleAccessLink } | { outcome: 'used' | 'expired' | 'unknown' };

function fromItem(nonce: string, item: Record<string, unknown>): ModuleAccessLink {
  return {
    nonce,
    module: item.module as OpenableModule,
    person: item.person as ModuleAccessLink['person'],
    organization: (item.organization ?? null) as ModuleAccessLink['organization'],
    modules: (item.modules ?? []) as OpenableModule[],
    issuedAt: new Date(String(item.issuedAt)),
    expiresAt: new Date(Number(item.expiresAt) * 1000),
  };
}

/**
 * Redeems a link once, for the module it was made for: the first redemption of a recorded, unexpired
 * link wins; a second is `used`, a late one `expired`, a nonce never handed out (or another module's)
 * `unknown`.
 */
export async function redeemModuleAccessLink(input: {
  nonce: string;
  module: OpenableModule;
  now: Date;
}): Promise<Redemption> {
  const key = moduleLinkKeys.item(input.nonce);
  const redeemed = await updateIfStillReturning({
    Key: key,
    UpdateExpression: 'SET redeemedAt = :now',
    ConditionExpression:
      'attribute_exists(PK) AND attribute_not_exists(redeemedAt) AND #module = :module AND expiresAt > :nowSeconds',
    ExpressionAttributeNames: { '#module': 'module' },
    ExpressionAttributeValues: {
      ':now': input.now.toISOString(),
      ':module': input.module,
      ':nowSeconds': Math.floor(input.now.getTime() / 1000),
    },
    ReturnValues: 'ALL_NEW',
  });
  if (redeemed) return { outcome: 'redeemed', link: fromItem(input.nonce, redeemed) };
  // Lost the condition: say why (the winner's write is already visible to a consistent read).
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }));
  if (!Item || Item.module !== input.module) return { outcome: 'unknown' };
  if (Item.redeemedAt !== undefined) return { outcome: 'used' };
  return { outcome: 'expired' };
}

/**
 * Counts one redemption by `module` in the current fixed window. Returns the seconds until the window
 * ends when it already holds `limit` redemptions (nothing counted), else undefined. Only a request
 * signed with the module's secret gets here, so no one else can spend a module's allowance.
 */
export function countModuleRedemption(input: {
  module: OpenableModule;
  limit: number;
  windowSeconds: number;
  now: Date;
}): Promise<number | undefined> {
  return countInWindow({
    key: (windowStart) => moduleLinkKeys.redemptionWindow(input.module, windowStart),
    entity: 'ModuleRedemptionWindow',
    counter: 'redemptions',
    limit: input.limit,
    windowSeconds: input.windowSeconds,
    now: input.now,
  });
}
