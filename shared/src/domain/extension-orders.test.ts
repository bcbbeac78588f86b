import { describe, expect, it } from 'vitest';
import { extensionOrderBody } from '../api/schemas/admin-extension-orders';
import { addDays, puertoRicoToday } from './document-expiry';
import { isAllowedExtension, MAX_EXTENSION_DAYS } from './extension-orders';

const valid = {
  orderNumber: ' oa-2026/014 ',
  issuedOn: '2026-01-15',
  documentTypes: ['pharmacist_license', 'college_license'],
  expiringFrom: '2026-03-01',
  expiringTo: '2026-03-31',
  newExpiresOn: '2026-06-30',
};

/** The field of the first issue, as the API names it (functions/src/lib/http/http-route.ts). */
const fieldOf = (body: Record<string, unknown>) => {
  const result = extensionOrderBody.safeParse(body);
  return result.success ? undefined : result.error.issues[0]?.path.map(String).join('.');
};

describe('extension order rules', () => {
  it('accepts an order and upper-cases its number, trimmed', () => {
    expect(extensionOrderBody.parse(valid).orderNumber).toBe('OA-2026/014');
  });

  it.each([
    [{ orderNumber: '' }, 'orderNumber'],
    [{ orderNumber: 'OA 14' }, 'orderNumber'],
    [{ orderNumber: '-OA14' }, 'orderNumber'],
    [{ orderNumber: 'A'.repeat(51) }, 'orderNumber'],
    [{ issuedOn: addDays(puertoRicoToday(), 2) }, 'issuedOn'],
    [{ issuedOn: '2026-02-30' }, 'issuedOn'],
    [{ documentTypes: [] }, 'documentTypes'],
    [{ documentTypes: ['passport'] }, 'documentTypes.0'],
    [{ expiringFrom: 'March 1' }, 'expiringFrom'],
    [{ expiringFrom: '2026-04-01' }, 'expiringTo'],
    [{ newExpiresOn: '2026-03-31' }, 'newExpiresOn'],
    [{ newExpiresOn: addDays('2026-03-31', MAX_EXTENSION_DAYS + 1) }, 'newExpiresOn'],
  ])('refuses %o on %s', (change, field) => {
    expect(fieldOf({ ...valid, ...change })).toBe(field);
  });

  it('allows a new date from the day after the window to two years after it', () => {
    expect(isAllowedExtension('2026-03-31', '2026-04-01')).toBe(true);
    expect(isAllowedExtension('2026-03-31', addDays('2026-03-31', MAX_EXTENSION_DAYS))).toBe(true);
    expect(isAllowedExtension('2026-03-31', '2026-03-31')).toBe(false);
    expect(isAllowedExtension('2026-03-31', addDays('2026-03-31', MAX_EXTENSION_DAYS + 1))).toBe(false);
  });
});
