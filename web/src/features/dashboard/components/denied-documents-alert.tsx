import { useTranslation } from 'react-i18next';
import { AlertPanel } from '../../../components/ui/alert-panel';
import { ButtonLink } from '../../../components/ui/button';
import { useDocuments } from '../../../entities/documents/api/list-documents';
import { paths } from '../../../paths';
import '../../../lib/expiry-i18n';
import '../decisions-i18n';

/**
 * The pharmacist's denied documents (issue 25), each with the reviewer's reason and the next step:
 * replace the file (the upload page, at that document's row) and submit it for review again. An
 * alert, so it is announced; nothing shows while there is no denial.
 */
export function DeniedDocumentsAlert() {
  const { t } = useTranslation('documentDecisions');
  const { t: tExpiry } = useTranslation('expiry');
  const documents = useDocuments('individual');
  const denied = (documents.data ?? []).filter((document) => document.status === 'denied');
  if (denied.length === 0) return null;
  return (
    <AlertPanel tone="warning" title={t('denied.title', { count: denied.length })}>
      <ul className="mt-2 space-y-4">
        {denied.map((document) => {
          const type = tExpiry(`types.${document.type}`);
          return (
            <li key={document.id} className="space-y-1 text-sm">
              <p>{t('denied.message', { type })}</p>
              <p className="break-words font-medium">
                {document.denialReason ? t('denied.reason', { reason: document.denialReason }) : t('denied.noReason')}
              </p>
              <p>{t('denied.nextStep')}</p>
              <ButtonLink
                to={paths.documentUpload}
                state={{ context: 'individual', flow: 'pharmacist', renew: document.type }}
                variant="secondary"
                className="mt-2"
              >
                {t('denied.action', { type })}
              </ButtonLink>
            </li>
          );
        })}
      </ul>
    </AlertPanel>
  );
}
