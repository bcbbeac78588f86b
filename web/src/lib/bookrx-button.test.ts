import type { BookrxButtonTarget } from '@lunia/shared/domain/bookrx-button';
import type { DocumentContext } from '@lunia/shared/domain/constants';
import { describe, expect, it } from 'vitest';
import { type BookrxButtonAction, bookrxButtonAction } from './bookrx-button';

describe('the web’s BookRx button (spec §4 "BookRx button by status")', () => {
  it.each<{ rule: string; target: BookrxButtonTarget; context: DocumentContext; expected: BookrxButtonAction }>([
    {
      rule: 'active opens the external BookRx login in a new tab',
      target: 'open-bookrx',
      context: 'individual',
      expected: { kind: 'open-bookrx' },
    },
    {
      rule: 'pending_verification goes to /document-upload in review mode',
      target: 'document-upload-review',
      context: 'individual',
      expected: {
        kind: 'navigate',
        to: '/document-upload',
        state: { context: 'individual', flow: 'pharmacist', reviewMode: true },
      },
    },
    {
      rule: 'not_submitted goes to /document-upload',
      target: 'document-upload',
      context: 'individual',
      expected: { kind: 'navigate', to: '/document-upload', state: { context: 'individual', flow: 'pharmacist' } },
    },
    {
      rule: 'an organization uploads in the pharmacy flow',
      target: 'document-upload',
      context: 'organization',
      expected: { kind: 'navigate', to: '/document-upload', state: { context: 'organization', flow: 'pharmacy' } },
    },
    {
      rule: 'verified_pending_activation for an organization goes to /organization-admin?tab=billing',
      target: 'organization-billing',
      context: 'organization',
      expected: { kind: 'navigate', to: '/organization-admin?tab=billing' },
    },
  ])('$rule', ({ target, context, expected }) => {
    expect(bookrxButtonAction(target, context)).toEqual(expected);
  });
});
