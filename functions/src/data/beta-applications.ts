import type { BetaSignupBody } from '@lunia/shared/api/schemas/public';
import { putIfAbsent } from './client';
import { formSubmissionItems } from './form-submissions';
import { betaApplicationKeys } from './keys';

export type BetaApplication = Omit<BetaSignupBody, 'website' | 'proof'> & { createdAt: string };

export const BETA_APPLICATION_ENTITY = 'BetaApplication';

export const { toItem, fromItem } = formSubmissionItems<BetaApplication>(BETA_APPLICATION_ENTITY, (application) => ({
  ...betaApplicationKeys.item(application.product, application.email),
  ...betaApplicationKeys.indexes(application),
}));

/**
 * Stores an application once per product and e-mail. Returns false when one already exists,
 * so a repeated signup is accepted without creating a duplicate (or a second e-mail).
 */
export async function putBetaApplicationOnce(application: BetaApplication): Promise<boolean> {
  return putIfAbsent(toItem(application));
}
