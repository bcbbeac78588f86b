import { describe, expect, it } from 'vitest';
import { sesHeaderProblem } from '../local/ses-headers';

const unsubscribe = [
  { Name: 'List-Unsubscribe', Value: '<https://lunia.example/api/email/unsubscribe?token=v1.u.ceReminders.x>' },
  { Name: 'List-Unsubscribe-Post', Value: 'List-Unsubscribe=One-Click' },
];

describe('the SES stand-in checks message headers as SES v2 does (API_MessageHeader)', () => {
  it('accepts the one-click unsubscribe pair and no headers at all', () => {
    expect(sesHeaderProblem(unsubscribe)).toBeUndefined();
    expect(sesHeaderProblem(undefined)).toBeUndefined();
  });

  it.each([
    [[{ Name: 'List:Unsubscribe', Value: 'x' }], 'is not 1-126 printable ASCII characters without a colon'],
    [[{ Name: 'X'.repeat(127), Value: 'x' }], 'is not 1-126 printable ASCII characters without a colon'],
    [[{ Name: 'X-Test', Value: 'é' }], 'has a value that is not at most 870 printable ASCII characters'],
    [[{ Name: 'X-Test', Value: 'a'.repeat(871) }], 'has a value that is not at most 870 printable ASCII characters'],
    [[...unsubscribe, unsubscribe[0]], 'may appear only once'],
    ['List-Unsubscribe', 'must be a list'],
  ])('refuses %j', (headers, problem) => {
    expect(sesHeaderProblem(headers)).toContain(problem);
  });
});
