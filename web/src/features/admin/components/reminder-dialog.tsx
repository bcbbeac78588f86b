import { LANGUAGES } from '@lunia/shared/domain/constants';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { useAuthenticatedSession } from '../../../lib/auth/authenticated-session';
import { currentLanguage } from '../../../lib/i18n';
import type { ReminderLanguage } from '../api/send-document-reminder';
import { BulkReminderForm, type BulkReminderStarted } from './bulk-reminder-form';
import { IndividualReminderForm } from './individual-reminder-form';
import { RadioGroup } from './radio-group';
import { ReminderJobProgress } from './reminder-job-progress';
import '../users-i18n';

const REMINDER_TYPES = ['individual', 'bulk'] as const;
type ReminderType = (typeof REMINDER_TYPES)[number];

/**
 * Send Document Reminders (spec §2, §5): Individual or Bulk, in English or Spanish. A bulk send shows
 * the job's live progress until it completes.
 */
export function ReminderDialog({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation('adminUsers');
  const [type, setType] = useState<ReminderType>('individual');
  const [language, setLanguage] = useState<ReminderLanguage>(currentLanguage(i18n.language));
  const [started, setStarted] = useState<BulkReminderStarted | null>(null);
  // Bulk sends are super_admin only (docs/decisions/0017-separation-of-duties.md, issue 11); support sends one at a
  // time.
  const { isSuperAdmin } = useAuthenticatedSession();
  const types = isSuperAdmin ? REMINDER_TYPES : (['individual'] as const);

  return (
    <ModalDialog title={t('reminders.title')} description={t('reminders.description')} size="lg" onClose={onClose}>
      {started ? (
        <ReminderJobProgress started={started} onSendMore={() => setStarted(null)} />
      ) : (
        <div className="space-y-5">
          <div className="flex flex-wrap gap-x-8 gap-y-4">
            <RadioGroup
              legend={t('reminders.type')}
              value={type}
              options={types.map((value) => ({ value, label: t(`reminders.types.${value}`) }))}
              onChange={setType}
            />
            <RadioGroup
              legend={t('reminders.language')}
              value={language}
              options={LANGUAGES.map((value) => ({ value, label: t(`reminders.languages.${value}`) }))}
              onChange={setLanguage}
            />
          </div>
          <p className="text-slate-600 text-sm dark:text-slate-400">{t('reminders.languageHint')}</p>
          {!isSuperAdmin && (
            <p className="text-slate-600 text-sm dark:text-slate-400">{t('reminders.bulkSuperAdminOnly')}</p>
          )}
          {type === 'individual' ? (
            <IndividualReminderForm language={language} />
          ) : (
            <BulkReminderForm language={language} onStarted={setStarted} />
          )}
        </div>
      )}
      <div className="mt-6 flex justify-end border-slate-200 border-t pt-4 dark:border-slate-800">
        <Button variant="secondary" onClick={onClose}>
          {t('reminders.close')}
        </Button>
      </div>
    </ModalDialog>
  );
}
