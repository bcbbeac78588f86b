import { updateProfileUser } from '../../../entities/account/account-cache';
import type { ApiResponse } from '../../../lib/api-client';

/** What the e-mail verification routes answer: the e-mail part of the profile. */
export type EmailStatus = ApiResponse<'confirmEmailVerification'>;

/** Merges an e-mail verification answer into the profile the session holds. */
export const mergeEmailStatus = (status: EmailStatus) => updateProfileUser(status);
