import { MODULES } from '@lunia/shared/domain/constants';
import { DEFAULT_MODULE_STATUS, MODULE_DESCRIPTIONS } from '@lunia/shared/domain/modules';
import { counterNames, readCounters } from '../../data/counters';

/**
 * The modules page (spec §2 /admin/modules): each module's status and description, and how many users
 * have it active, from the counters kept by the table stream (`module#<m>`: users whose
 * `activeModules` hold it, e.g. BookRx after final approval). Organizations' active modules are not
 * added: the figure counts people, and an organization is not one (nor does its activation make
 * each member a user of the module). One Query on the `COUNTER` partition.
 */
export async function getModuleStats(_input: Record<string, never> = {}) {
  const counters = await readCounters();
  return Object.fromEntries(
    MODULES.map((module) => [
      module,
      {
        status: DEFAULT_MODULE_STATUS[module],
        description: MODULE_DESCRIPTIONS[module],
        totalUsers: Math.max(0, counters[counterNames.usersWithModule(module)] ?? 0),
      },
    ]),
  ) as Record<(typeof MODULES)[number], { status: string; description: string; totalUsers: number }>;
}
