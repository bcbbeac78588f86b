import { describe, expect, it } from 'vitest';
import { MODULES } from './constants';
import { DEFAULT_MODULE_STATUS, MODULE_DESCRIPTIONS } from './modules';

describe('module status (portal-and-admin §4 default module status)', () => {
  it.each([
    { module: 'bookrx', status: 'active' },
    { module: 'shift', status: 'active' },
    { module: 'core', status: 'beta' },
    { module: 'vault', status: 'coming_soon' },
  ] as const)('$module is $status', ({ module, status }) => {
    expect(DEFAULT_MODULE_STATUS[module]).toBe(status);
  });

  it('describes every module', () => {
    for (const module of MODULES) expect(MODULE_DESCRIPTIONS[module].length).toBeGreaterThan(0);
  });
});
