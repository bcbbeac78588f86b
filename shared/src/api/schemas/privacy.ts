/** The privacy rights the privacy page promises (issue 25): download my data, delete my account. */
import * as z from 'zod/mini';

export {
  type ExportMyDataResponse,
  exportedDocument,
  exportedMembership,
  exportMyDataResponse,
} from './data-export';

/** The account's password, checked by Cognito before anything is removed. */
export const deleteMyAccountBody = z.object({
  password: z
    .string({ error: 'Password is required' })
    .check(
      z.minLength(1, { error: 'Password is required' }),
      z.maxLength(256, { error: 'Password must be at most 256 characters' }),
    ),
});

export const deleteMyAccountResponse = z.object({ deletedAt: z.string() });
