import type { CeCertificateUploadBody } from '@lunia/shared/api/schemas/continuing-education';
import { CE_CERTIFICATE_TYPE } from '@lunia/shared/domain/constants';
import { AppError } from '@lunia/shared/errors';
import { getActivity } from '../../data/continuing-education';
import { getUserProfile } from '../../data/user-profiles';
import type { Caller } from '../../domain/caller';
import { newDocumentUpload, personalDocumentOwner } from '../steps/new-document';

/**
 * The certificate of one of the caller's activities: a `ce_certificate` document created as
 * `uploading` with its presigned POST, through the documents' own upload step (so the upload check,
 * the review queue, view, download, replacement and deletion are the documents'). One per activity:
 * asking again while the upload never arrived or was rejected gives it a new slot; a certificate with
 * an accepted file is replaced or resubmitted through the documents' routes. The activity is looked up
 * under the caller only: someone else's is the same 404 as an unknown id.
 */
export async function createCeCertificateUpload(input: {
  caller: Caller;
  activityId: string | undefined;
  file: CeCertificateUploadBody;
}) {
  const { caller, activityId } = input;
  const [activity, profile] = await Promise.all([
    activityId ? getActivity(caller.userId, activityId) : undefined,
    getUserProfile(caller.userId),
  ]);
  if (!activity) throw new AppError('NOT_FOUND', 'This activity was not found.');
  if (!profile) throw new AppError('NOT_FOUND', 'Your profile was not found.');
  const name = `${profile.firstName} ${profile.lastName}`.trim();
  return newDocumentUpload({
    owner: personalDocumentOwner(profile),
    type: CE_CERTIFICATE_TYPE,
    module: null,
    file: input.file,
    expiresOn: undefined,
    activityId: activity.id,
    actor: { id: caller.userId, role: 'owner', name },
  });
}
