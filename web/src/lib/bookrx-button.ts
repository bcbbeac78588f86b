/**
 * What the BookRx button does in the web for each target of the shared rule (spec §4 "BookRx button by
 * status"): open BookRx, or navigate. Used by the BookRx network page and the dashboard's BookRx card.
 */
import type { BookrxButtonTarget } from '@lunia/shared/domain/bookrx-button';
import type { DocumentContext } from '@lunia/shared/domain/constants';
import { paths } from '../paths';

/** The /document-upload navigation state of spec §2 (the page reads it as its `DocumentUploadState`). */
export interface DocumentUploadNavigationState {
  context: DocumentContext;
  flow: 'pharmacist' | 'pharmacy';
  reviewMode?: true;
}

export type BookrxButtonAction =
  /** Open the external BookRx login in a new tab (`openBookrx`). */
  { kind: 'open-bookrx' } | { kind: 'navigate'; to: string; state?: DocumentUploadNavigationState };

/** The organization-admin tab the spec's billing flow opens. */
export const ORGANIZATION_BILLING_PATH = `${paths.organizationAdmin}?tab=billing`;

/** `context` says whose documents the upload page shows: the individual's or the active organization's. */
export function bookrxButtonAction(target: BookrxButtonTarget, context: DocumentContext): BookrxButtonAction {
  const upload: DocumentUploadNavigationState = {
    context,
    flow: context === 'organization' ? 'pharmacy' : 'pharmacist',
  };
  switch (target) {
    case 'open-bookrx':
      return { kind: 'open-bookrx' };
    case 'document-upload-review':
      return { kind: 'navigate', to: paths.documentUpload, state: { ...upload, reviewMode: true } };
    case 'document-upload':
      return { kind: 'navigate', to: paths.documentUpload, state: upload };
    case 'organization-billing':
      return { kind: 'navigate', to: ORGANIZATION_BILLING_PATH };
  }
}
