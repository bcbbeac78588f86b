import { DocumentReviewPage } from '../../features/admin-review/routes/document-review-page';
import { DocumentViewer } from '../../features/document-viewer/components/document-viewer';

/** /admin/document-review with the document viewer composed in. */
export function DocumentReviewRoute() {
  return (
    <DocumentReviewPage renderViewer={(document, close) => <DocumentViewer document={document} onClose={close} />} />
  );
}
