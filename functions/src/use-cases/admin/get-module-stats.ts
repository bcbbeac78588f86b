import { MODULES } from '@lunia/shared/domain/constants';
import { DEFAULT_MODULE_STATUS, MODULE_DESCRIPTIONS } from '@lunia/shared/domain/modules';
import { counterNames, readCounters } from '../../data/counters';

/**
 * The modules page (spec §2 /admin/modules): each module's status and description, and how many
 * people can open it now (issue 24): verified individuals (BookRx) and members of organizations whose
 * plan or activation opens it, each person once. The figure is the counter `module-users#<m>`, which
 * the table stream keeps from the `ModuleUser` items (data/module-users.ts, one per module and
 * person). One Query on the `COUNTER` partition.
 */
export async function getModuleStats(_input: Record<string, never> = {}) {
  const counters = await readCounters();
  return Object.fromEntries(
    MODULES.map((module) => [
      module,
      {
        status: DEFAULT_MODULE_STATUS[module],
        description: MODULE_DESCRIPTIONS[module],
        totalUsers: Math.max(0, counters[counterNames.moduleUsers(module)] ?? 0),
      },
    ]),
  ) as Record<(typeof MODULES)[number], { status: string; description: string; totalUsers: number }>;
}
