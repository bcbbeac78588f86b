import { ContinuingEducationPage } from '../../features/continuing-education/routes/continuing-education-page';
import { DocumentViewer } from '../../features/document-viewer/components/document-viewer';

/** /continuing-education with the document viewer composed in (a certificate is a document). */
export function ContinuingEducationRoute() {
  return (
    <ContinuingEducationPage
      renderViewer={(certificate, close) => <DocumentViewer document={certificate} onClose={close} />}
    />
  );
}
