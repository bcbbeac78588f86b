import type { DocumentType } from '@lunia/shared/domain/constants';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/format';
import { currentLanguage } from '../../lib/i18n';
import { AlertPanel } from './alert-panel';
import '../../lib/expiry-i18n';

export interface ExpiredDocument {
  documentId: string;
  type: DocumentType;
  expiresOn: string;
}

/**
 * Why access fell back (issue 14): each required document past its expiry date, with the date, and an
 * action to upload the renewed one (`renderAction`, given by the page: a button or a link). An alert, so
 * it is announced. `organizationName` words it for an organization's documents.
 */
export function ExpiredDocumentsAlert({
  documents,
  organizationName,
  renderAction,
}: {
  documents: readonly ExpiredDocument[];
  organizationName?: string;
  renderAction: (document: ExpiredDocument, label: string) => ReactNode;
}) {
  const { t, i18n } = useTranslation('expiry');
  const language = currentLanguage(i18n.language);
  if (documents.length === 0) return null;
  return (
    <AlertPanel tone="danger" title={t('expired.title', { count: documents.length })}>
      <ul className="mt-2 space-y-3">
        {documents.map((document) => {
          const type = t(`types.${document.type}`);
          const date = formatDate(document.expiresOn, language);
          return (
            <li key={document.documentId} className="space-y-2">
              <p className="text-sm">
                {organizationName
                  ? t('expired.organizationMessage', { type, date, name: organizationName })
                  : t('expired.message', { type, date })}
              </p>
              {renderAction(document, t('expired.action', { type }))}
            </li>
          );
        })}
      </ul>
    </AlertPanel>
  );
}
