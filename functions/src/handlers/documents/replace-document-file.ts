import { documentRoutes } from '@lunia/shared/api/routes/documents';
import { httpRoute } from '../../lib/http-route';
import { actorNameOf, loadDocumentFor } from './document-access';
import { replaceFileSlot } from './upload-slot';

/** Update: a new file for any of the caller's documents; the old one is kept as a version. */
export const handler = httpRoute(documentRoutes, 'replaceDocumentFile', async ({ caller, params, body }) => {
  const { doc, role } = await loadDocumentFor(caller, params.documentId, 'manage');
  return replaceFileSlot({
    doc,
    file: body,
    action: 'file_replace_requested',
    actor: { id: caller.userId, role, name: await actorNameOf(caller) },
  });
});
