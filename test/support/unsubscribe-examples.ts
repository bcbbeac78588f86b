/**
 * The one-click unsubscribe routes (issue 39), spread into ./route-examples.ts. The example's token is
 * signed with the local stack's key (infra/local/handler-env.ts: LOCAL_FORM_CHALLENGE_SECRET, the key
 * derived from it as functions/src/lib/aws/unsubscribe-link.ts does) for a person who has no account,
 * so the matrix's calls change nobody's preferences: the answer is the "no account" page, 200.
 * The behaviour is tested in ../integration/reminders.test.ts (unsubscribe, then a bulk run skips).
 */
import { createHmac } from 'node:crypto';
import type { RouteId } from '@lunia/shared/api/routes';
import { unsubscribeTokenWith } from '../../functions/src/lib/aws/unsubscribe-link';
import { LOCAL_FORM_CHALLENGE_SECRET } from '../../infra/local/handler-env';
import type { Caller, Expectation, RouteExample } from './route-examples';
import type { StackInfo } from './stack-info';

/** The key the local stack signs unsubscribe links with (`secret`: the stack's FORM_CHALLENGE_SECRET). */
export const localUnsubscribeKey = (secret = LOCAL_FORM_CHALLENGE_SECRET) =>
  createHmac('sha256', secret).update('lunia/email-unsubscribe/v1').digest();

/** The token of a stack's unsubscribe link for a person and category. */
export const unsubscribeTokenFor = (
  stack: StackInfo,
  userId: string,
  category: Parameters<typeof unsubscribeTokenWith>[2],
) => unsubscribeTokenWith(localUnsubscribeKey(stack.env.FORM_CHALLENGE_SECRET), userId, category);

const nobody = { token: unsubscribeTokenWith(localUnsubscribeKey(), 'route-example-nobody', 'ceReminders') };

export const unsubscribeExamples: Partial<Record<RouteId, () => RouteExample>> = {
  unsubscribeEmail: () => ({ query: nobody }),
  showUnsubscribePage: () => ({ query: nobody }),
};

export const unsubscribeExpectations: Partial<Record<RouteId, Record<Caller, Expectation>>> = {
  unsubscribeEmail: { anonymous: 'allow', user: 'allow', admin: 'allow' },
  showUnsubscribePage: { anonymous: 'allow', user: 'allow', admin: 'allow' },
};
