import { decisionReasonBody, type SuspensionBody } from '@lunia/shared/api/schemas/admin-organizations';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { fieldErrorText } from '../../../lib/field-error-text';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { explainApiError } from '../utils/api-error-message';

/** The words of one decision's confirmation, in the caller's namespace. */
export interface DecisionDialogText {
  title: string;
  message: string;
  confirm: string;
  working: string;
  cancel: string;
  /** Shown when the call failed for a reason the admin screens do not explain by its code. */
  failed: string;
  reason: string;
  reasonHint: string;
}

/** What the dialog reads of the decision's mutation: whether it runs or failed, and how to clear the failure. */
export interface DecisionState {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  reset: () => void;
}

/**
 * The confirmation of a super admin's decision (approve or reject a held name change, approve, reject
 * or revoke an organization). With `withReason` it asks for the reason first, by the shared schema's
 * rules (required, at most 500 characters), and `onDecide` gets it; a typed change clears a failure.
 */
export function ReasonDecisionDialog({
  text,
  withReason,
  destructive,
  decision,
  onDecide,
  onClose,
}: {
  text: DecisionDialogText;
  withReason: boolean;
  destructive: boolean;
  decision: DecisionState;
  onDecide: (reason?: string) => void;
  onClose: () => void;
}) {
  const { t: tCommon } = useTranslation();
  const {
    field,
    handleSubmit,
    formState: { errors },
  } = useSchemaForm<{ reason: string }, SuspensionBody>(decisionReasonBody, { defaultValues: { reason: '' } }, () =>
    decision.reset(),
  );
  const submit = handleSubmit(({ reason }) => onDecide(reason));
  const explained = decision.isError ? explainApiError(decision.error) : null;
  return (
    <ConfirmDialog
      title={text.title}
      message={text.message}
      confirmLabel={text.confirm}
      busyLabel={text.working}
      cancelLabel={text.cancel}
      busy={decision.isPending}
      destructive={destructive}
      failure={decision.isError ? (explained ? apiErrorMessage(tCommon, explained) : text.failed) : null}
      onConfirm={() => (withReason ? void submit() : onDecide())}
      onClose={onClose}
    >
      {withReason && (
        <TextAreaField
          className="mt-4"
          label={text.reason}
          required
          rows={3}
          maxLength={500}
          hint={text.reasonHint}
          error={fieldErrorText(tCommon, errors.reason, text.reason)}
          {...field('reason')}
        />
      )}
    </ConfirmDialog>
  );
}
