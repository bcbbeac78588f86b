import type { DOCUMENT_CONTENT_TYPES } from '@lunia/shared/domain/constants';
import { useMutation } from '@tanstack/react-query';
import {
  type ContinuingEducationRow,
  listContinuingEducation,
} from '../../../entities/continuing-education/api/list-continuing-education';
import {
  continuingEducationChanged,
  continuingEducationRead,
} from '../../../entities/continuing-education/continuing-education-cache';
import { authenticatedRequest } from '../../../lib/auth/authenticated-request';
import { postWithProgress } from '../../../lib/presigned-post';

type ContentType = (typeof DOCUMENT_CONTENT_TYPES)[number];

const CHECK_POLL_MS = 500;
const CHECK_TIMEOUT_MS = 30_000;

/**
 * The upload slot of an activity's certificate: POST /api/continuing-education/{id}/certificate for
 * an activity without one (or whose upload never arrived or was rejected); a denied certificate is
 * resubmitted through the documents' own route, like any denied document.
 */
function requestSlot(row: ContinuingEducationRow, file: File) {
  const body = { fileName: file.name, contentType: file.type as ContentType, size: file.size };
  if (row.certificate?.status === 'denied') {
    return authenticatedRequest('resubmitDocument', { params: { documentId: row.certificate.documentId }, body });
  }
  return authenticatedRequest('createCeCertificateUpload', { params: { activityId: row.id }, body });
}

/** Reads the list until the server's upload check moved the certificate out of `uploading` (or gives up). */
async function waitForCheck(activityId: string) {
  const deadline = Date.now() + CHECK_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const education = await listContinuingEducation();
    continuingEducationRead(education);
    const certificate = education.activities.find((activity) => activity.id === activityId)?.certificate;
    if (certificate?.status !== 'uploading') return;
    await new Promise((resolve) => setTimeout(resolve, CHECK_POLL_MS));
  }
}

/** Slot → the file straight to storage → the server's check (the list shows the certificate's status). */
export async function uploadCeCertificate({ row, file }: { row: ContinuingEducationRow; file: File }) {
  const slot = await requestSlot(row, file);
  await postWithProgress(slot.upload, file, () => undefined);
  await waitForCheck(row.id);
}

export const useUploadCeCertificate = () =>
  useMutation({ mutationFn: uploadCeCertificate, onSettled: () => continuingEducationChanged() });
