import { documentRoutes } from '@lunia/shared/api/routes/documents';
import { AppError } from '@lunia/shared/errors';
import { httpRoute } from '../../lib/http-route';
import { actorNameOf, loadDocumentFor } from './document-access';
import { replaceFileSlot } from './upload-slot';

/** Resubmit: only a denied document takes a new file this way (spec §5); it returns to pending. */
export const handler = httpRoute(documentRoutes, 'resubmitDocument', async ({ caller, params, body }) => {
  const { doc, role } = await loadDocumentFor(caller, params.documentId, 'manage');
  if (doc.status !== 'denied') throw new AppError('NO_DENIED_DOCUMENT');
  return replaceFileSlot({
    doc,
    file: body,
    action: 'resubmit_requested',
    actor: { id: caller.userId, role, name: await actorNameOf(caller) },
  });
});
