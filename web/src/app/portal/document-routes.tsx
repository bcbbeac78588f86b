import { BookrxNetworkPage } from '../../features/bookrx/routes/bookrx-network-page';
import { DocumentViewer } from '../../features/document-viewer/components/document-viewer';
import { DocumentUploadPanel } from '../../features/documents/components/document-upload-panel';
import { DocumentUploadPage } from '../../features/documents/routes/document-upload-page';

/** /document-upload with the document viewer composed in (owners can open their files and history). */
export function DocumentUploadRoute() {
  return (
    <DocumentUploadPage renderViewer={(document, close) => <DocumentViewer document={document} onClose={close} />} />
  );
}

/** /bookrx-network with the upload panel (the individual's or the active organization's) composed into its upload modal. */
export function BookrxNetworkRoute() {
  return <BookrxNetworkPage renderUploadPanel={(context) => <DocumentUploadPanel context={context} />} />;
}
