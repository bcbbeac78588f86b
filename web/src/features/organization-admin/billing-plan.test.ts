import { MAX_PLAN_LOCATIONS } from '@lunia/shared/domain/billing';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { checkoutFailure, chosenModule, defaultPlanLocations, formatCents, initialModules } from './billing-plan';

const apiError = (status: number, code: string) => new ApiError({ status, code, message: 'refused' });

describe('money in the UI language', () => {
  it.each([
    [25_000, 'en', '$250.00'],
    [30_000, 'es', '$300.00'],
    [5_050, 'en', '$50.50'],
    [270_000, 'en', '$2,700.00'],
  ] as const)('%i cents in %s is %s', (cents, language, expected) => {
    expect(formatCents(cents, 'usd', language)).toBe(expected);
  });
});

describe('the default number of locations of the form', () => {
  it.each([
    [0, 1],
    [1, 1],
    [3, 3],
    [50, 50],
    [80, 50],
  ])('%i current locations → %i', (count, expected) => {
    expect(defaultPlanLocations(count, MAX_PLAN_LOCATIONS)).toBe(expected);
  });
});

describe('what a failed checkout tells the user', () => {
  it('uses the code’s own text when common:errors has it', () => {
    expect(checkoutFailure(apiError(403, 'FORBIDDEN'))).toEqual({ kind: 'common', code: 'FORBIDDEN' });
    expect(checkoutFailure(apiError(409, 'CONFLICT'))).toEqual({ kind: 'common', code: 'CONFLICT' });
    expect(checkoutFailure(apiError(0, 'NETWORK_ERROR'))).toEqual({ kind: 'common', code: 'NETWORK_ERROR' });
    expect(checkoutFailure(apiError(400, 'VALIDATION_FAILED'))).toEqual({ kind: 'common', code: 'VALIDATION_FAILED' });
  });

  it('explains an unknown 403 as not allowed to subscribe yet and an unknown 409 as a plan already active', () => {
    expect(checkoutFailure(apiError(403, 'SOME_NEW_CODE'))).toEqual({ kind: 'billing', key: 'notAllowed' });
    expect(checkoutFailure(apiError(409, 'SOME_NEW_CODE'))).toEqual({ kind: 'billing', key: 'planActive' });
  });

  it('falls back to a generic failure', () => {
    expect(checkoutFailure(apiError(502, 'SOME_NEW_CODE'))).toEqual({ kind: 'billing', key: 'failed' });
    expect(checkoutFailure(new Error('boom'))).toEqual({ kind: 'billing', key: 'failed' });
  });

  it('does not mistake an inherited property for a code', () => {
    expect(checkoutFailure(apiError(409, 'toString'))).toEqual({ kind: 'billing', key: 'planActive' });
  });
});

describe('"Subscribe to …" opens the plan form with that module checked (issue 40)', () => {
  it('reads ?module= only when it names a module that is sold', () => {
    expect(chosenModule('shift')).toBe('shift');
    expect(chosenModule('core')).toBe('core');
    expect(chosenModule('bookrx')).toBeUndefined();
    expect(chosenModule(null)).toBeUndefined();
  });

  it("checks the chosen module, keeping a renewed plan's modules", () => {
    expect(initialModules('none', [], 'shift')).toEqual(['shift']);
    expect(initialModules('none', ['core'], undefined)).toEqual([]);
    expect(initialModules('canceled', ['core'], 'shift')).toEqual(['core', 'shift']);
    expect(initialModules('past_due', ['shift'], 'shift')).toEqual(['shift']);
  });
});
