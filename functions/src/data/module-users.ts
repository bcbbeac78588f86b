/**
 * Who can open a module now (issue 24, docs/data-model.md): one `ModuleUser` item per module and
 * person, `MODULEUSER#<module>` / `<createdAt>#<userId>`. It exists exactly while the person may open
 * the module: on their own (BookRx once verified) or as a member of an organization whose plan or
 * activation opens it (shared/src/domain/module-access.ts). The table stream keeps the items
 * (events/reactions/maintain-module-users.ts) and counts them (`module-users#<module>`), so the
 * admin's module figure counts each person once, and the admin's users list filters by module with
 * one Query of the module's partition, newest first.
 */
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { batchGetItems } from './batch-get';
import { db, isConditionalCheckFailed, queryPartitionPage, tableName } from './client';
import { moduleUserKeys } from './keys';

export const MODULE_USER_ENTITY = 'ModuleUser';

interface Person {
  id: string;
  createdAt: string;
}

/** Records that the person may open the module (nothing written when the item is there already). */
export async function addModuleUser(module: string, person: Person): Promise<void> {
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...moduleUserKeys.item(module, person),
          entity: MODULE_USER_ENTITY,
          module,
          userId: person.id,
          createdAt: person.createdAt,
        },
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    );
  } catch (error) {
    if (!isConditionalCheckFailed(error)) throw error;
  }
}

/** The person may not open the module (any more); deleting an absent item changes nothing. */
export async function removeModuleUser(module: string, person: Person): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: moduleUserKeys.item(module, person) }));
}

/**
 * Which of `modules` the person's items say they may open now: one strongly consistent BatchGetItem
 * of their (at most four) items, so a refresh writes only what changes.
 */
export async function modulesRecordedFor(modules: readonly string[], person: Person): Promise<Set<string>> {
  const items = await batchGetItems(
    modules.map((module) => moduleUserKeys.item(module, person)),
    { expression: '#module', names: { '#module': 'module' } },
    true,
  );
  return new Set(items.map((item) => String(item.module)));
}

/** One page of the people who can open a module, newest account first (page key: pageKeys.moduleUsers). */
export async function listModuleUsersNewestFirst(input: {
  module: string;
  limit: number;
  after?: Record<string, unknown> | undefined;
}): Promise<{ userIds: string[]; lastKey?: Record<string, unknown> }> {
  const page = await queryPartitionPage({
    partition: moduleUserKeys.partition(input.module),
    projection: 'userId',
    limit: input.limit,
    startKey: input.after,
    newestFirst: true,
  });
  return {
    userIds: page.items.map((item) => String(item.userId)),
    ...(page.lastKey ? { lastKey: page.lastKey } : {}),
  };
}
