import { DOCUMENT_TYPES, type DocumentContext, type DocumentType } from '@lunia/shared/domain/constants';
import { isOrganizationOwnerOrAdmin } from '@lunia/shared/domain/organization-roles';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ExpiredDocumentsAlert } from '../../../components/ui/expired-documents-alert';
import { ClockIcon } from '../../../components/ui/icons';
import { MessageBanner } from '../../../components/ui/message-banner';
import { PortalPageHeader, portalCardClasses } from '../../../components/ui/portal-card';
import { useDocuments } from '../../../entities/documents/api/list-documents';
import { ApiError } from '../../../lib/api-client';
import { useActiveOrganizationId } from '../../../lib/auth/active-organization';
import { useSession } from '../../../lib/auth/use-session';
import { bookrxAccessErrorKey, openBookrx } from '../../../lib/bookrx-access';
import { usePageMeta } from '../../../lib/use-page-meta';
import { paths } from '../../../paths';
import { useSubmitDocuments } from '../api/submit-documents';
import { DocumentUploadPanel } from '../components/document-upload-panel';
import { expiryFieldId } from '../components/expiry-date-field';
import { allApproved, blockingTypes, type DocumentRecord, requiredDocuments } from '../document-rules';
import { useExpiredRequiredDocuments } from '../hooks/use-expired-required-documents';
import { scheduleRedirectAfterSubmit } from '../utils/redirect-after-submit';
import '../i18n';

/** Spec §2: what the page is opened with (react-router location state). */
export interface DocumentUploadState {
  context?: DocumentContext;
  flow?: 'pharmacist' | 'pharmacy';
  reviewMode?: boolean;
  /** Opened to renew an expired document (issue 14): its expiry date field gets the focus. */
  renew?: DocumentType;
}

function readState(state: unknown): Required<Omit<DocumentUploadState, 'renew'>> & Pick<DocumentUploadState, 'renew'> {
  const value = (state ?? {}) as DocumentUploadState;
  return {
    context: value.context === 'organization' ? 'organization' : 'individual',
    flow: value.flow === 'pharmacy' ? 'pharmacy' : 'pharmacist',
    reviewMode: value.reviewMode === true,
    renew: DOCUMENT_TYPES.find((type) => type === value.renew),
  };
}

/** Renewing an expired document starts at its expiry date field (then the file button next to it). */
function focusRenewal(type: DocumentType) {
  const field = window.document.getElementById(expiryFieldId(type));
  field?.scrollIntoView({ block: 'center' });
  field?.focus();
}

export type RenderViewer = (document: DocumentRecord, close: () => void) => ReactNode;

/** /document-upload: the required documents, their upload, and the submission for review. */
export function DocumentUploadPage({ renderViewer }: { renderViewer?: RenderViewer }) {
  const { t } = useTranslation('documents');
  const location = useLocation();
  const navigate = useNavigate();
  const { context, reviewMode, renew } = readState(location.state);
  const liveContext: DocumentContext = context;
  // Organization context: the active organization's documents; its owner and admins change them,
  // other members see their status only (the API refuses them the same).
  const session = useSession();
  const activeOrgId = useActiveOrganizationId();
  const organization =
    session.status === 'authenticated' ? session.organizations.find((org) => org.id === activeOrgId) : undefined;
  const canManage = context === 'individual' || isOrganizationOwnerOrAdmin(organization?.role);
  const documents = useDocuments(liveContext);
  const submission = useSubmitDocuments(liveContext);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  // What was submitted (issue 40): the confirmation names it, in the language shown now.
  const [submittedTypes, setSubmittedTypes] = useState<DocumentType[]>([]);
  const submittedNames = submittedTypes.map((type) => t(`types.${type}`)).join(', ');
  const [opening, setOpening] = useState(false);
  const [viewing, setViewing] = useState<DocumentRecord | null>(null);
  const expired = useExpiredRequiredDocuments(liveContext);
  usePageMeta({ title: t('metaTitle'), description: t('metaDescription') });

  // Opened from the dashboard's expired-document alert: once the documents show, focus that one's date.
  const documentsShown = documents.data !== undefined;
  useEffect(() => {
    if (renew && documentsShown) focusRenewal(renew);
  }, [renew, documentsShown]);

  useEffect(() => {
    return submitted ? scheduleRedirectAfterSubmit(context, navigate) : undefined;
  }, [submitted, navigate, context]);

  const required = documents.data ? requiredDocuments(documents.data, liveContext) : [];
  const blocking = blockingTypes(required);
  const approved = allApproved(required);
  const missingNames = blocking.map((type) => t(`types.${type}`)).join(', ');

  function submit() {
    setSubmitError(null);
    const types = required.filter(({ state }) => state === 'pending').map(({ type }) => type);
    submission.mutate(undefined, {
      onSuccess: () => {
        setSubmittedTypes(types);
        setSubmitted(true);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'MISSING_REQUIRED_DOCUMENTS')
          setSubmitError(
            missingNames ? t('errors.missingDocuments', { names: missingNames }) : t('errors.missingRequired'),
          );
        else if (error instanceof ApiError && /no documents found/i.test(error.message))
          setSubmitError(t('errors.noDocuments'));
        else setSubmitError(t('errors.submitFailed'));
      },
    });
  }

  async function accessBookrx() {
    setSubmitError(null);
    setOpening(true);
    try {
      await openBookrx();
    } catch (error) {
      setSubmitError(t(bookrxAccessErrorKey(error)));
    } finally {
      setOpening(false);
    }
  }

  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-10 sm:px-6 lg:px-8">
      <PortalPageHeader
        title={t('title')}
        subtitle={context === 'organization' ? t('subtitleOrganization') : t('subtitle')}
        back={{ to: paths.dashboard, label: t('back') }}
      >
        <p className="mt-2 inline-flex items-center gap-2 text-slate-700 text-sm dark:text-slate-300">
          <ClockIcon className="size-4" />
          {t('reviewTime')}
        </p>
      </PortalPageHeader>

      {reviewMode && <MessageBanner tone="info">{t('reviewMode')}</MessageBanner>}
      <ExpiredDocumentsAlert
        documents={expired}
        organizationName={context === 'organization' ? organization?.name : undefined}
        renderAction={(document, label) =>
          canManage ? (
            <Button variant="secondary" onClick={() => focusRenewal(document.type)}>
              {label}
            </Button>
          ) : null
        }
      />
      {context === 'organization' && organization && (
        <p className="text-slate-700 text-sm dark:text-slate-300">
          {t('organization.for', { name: organization.name })}
        </p>
      )}
      {context === 'organization' && !activeOrgId && (
        <MessageBanner tone="info">{t('organization.none')}</MessageBanner>
      )}
      {context === 'organization' && organization && !canManage && (
        <MessageBanner tone="info">{t('organization.readOnly')}</MessageBanner>
      )}

      {(context === 'individual' || activeOrgId) && (
        <section aria-labelledby="required-heading" className="space-y-4">
          <h2 id="required-heading" className="font-semibold text-slate-900 text-xl dark:text-white">
            {t('requiredTitle')}
          </h2>
          <DocumentUploadPanel
            context={liveContext}
            uploadsDisabled={reviewMode}
            readOnly={!canManage}
            showOptional
            onView={renderViewer && canManage ? setViewing : undefined}
          />
        </section>
      )}

      {documents.data && canManage && (
        <section className={`space-y-4 ${portalCardClasses}`}>
          {submitted && (
            <MessageBanner tone="success">
              {context === 'organization' ? (
                t('submit.successOrganization')
              ) : (
                <>
                  <span className="block font-medium">{t('submit.success')}</span>
                  {submittedNames && (
                    <span className="block">{t('submit.submittedList', { names: submittedNames })}</span>
                  )}
                  <span className="block">{t('submit.next')}</span>
                </>
              )}
            </MessageBanner>
          )}
          {submitError && <MessageBanner tone="error">{submitError}</MessageBanner>}
          {!approved && !submitted && (
            <p className="text-slate-700 text-sm dark:text-slate-300">
              {blocking.length > 0 ? t('errors.missingDocuments', { names: missingNames }) : t('submit.ready')}
            </p>
          )}
          <div className="flex flex-wrap items-center gap-3">
            {approved && context === 'organization' ? (
              <p className="text-slate-700 text-sm dark:text-slate-300">
                {organization?.verified ? t('organization.verified') : t('organization.awaitingApproval')}
              </p>
            ) : approved ? (
              <Button onClick={() => void accessBookrx()} disabled={opening}>
                {opening ? t('submit.opening') : t('submit.access')}
              </Button>
            ) : (
              <Button onClick={submit} disabled={blocking.length > 0 || submission.isPending || submitted}>
                {submission.isPending ? t('submit.submitting') : t('submit.button')}
              </Button>
            )}
          </div>
        </section>
      )}

      {viewing && renderViewer?.(viewing, () => setViewing(null))}
    </div>
  );
}
