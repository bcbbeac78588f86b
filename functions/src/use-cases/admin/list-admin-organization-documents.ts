import type { adminDocumentsQuery } from '@lunia/shared/api/schemas/admin-documents';
import type * as z from 'zod/mini';
import { reviewQueueListing } from '../steps/review-queue';

/**
 * The organization review queue (the Organization Documents toggle): the same queue by index as the
 * individual one, in the `organization` context; each document carries its organization's name and
 * contact e-mail (the web shows Unknown Organization / No email when they are gone or empty).
 * Search matches the organization's name or contact e-mail.
 */
export async function listAdminOrganizationDocuments({ query }: { query: z.output<typeof adminDocumentsQuery> }) {
  return reviewQueueListing('organization', query);
}
