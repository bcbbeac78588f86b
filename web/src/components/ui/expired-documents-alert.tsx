import type { DocumentType } from '@lunia/shared/domain/constants';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/format';
import { currentLanguage } from '../../lib/i18n';
import { WarningIcon } from './icons';
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
    <div
      role="alert"
      className="rounded-xl border border-red-200 bg-red-50 p-5 text-red-900 dark:border-red-400/40 dark:bg-red-950/40 dark:text-red-100"
    >
      <div className="flex items-start gap-3">
        <WarningIcon className="mt-0.5 size-5 shrink-0" />
        <div className="min-w-0 flex-1">
          <h2 className="font-semibold">{t('expired.title', { count: documents.length })}</h2>
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
        </div>
      </div>
    </div>
  );
}
