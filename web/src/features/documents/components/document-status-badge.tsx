import { useTranslation } from 'react-i18next';
import type { DocumentState } from '../document-rules';
import '../i18n';

const tone: Record<DocumentState, string> = {
  missing: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300',
  uploading: 'bg-sky-100 text-sky-800 dark:bg-sky-400/10 dark:text-sky-200',
  pending: 'bg-amber-100 text-amber-900 dark:bg-amber-400/10 dark:text-amber-200',
  approved: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-400/10 dark:text-emerald-200',
  denied: 'bg-red-100 text-red-800 dark:bg-red-400/10 dark:text-red-200',
  rejected: 'bg-red-100 text-red-800 dark:bg-red-400/10 dark:text-red-200',
};

export function DocumentStatusBadge({ state }: { state: DocumentState }) {
  const { t } = useTranslation('documents');
  return (
    <span className={`inline-flex shrink-0 rounded-full px-2.5 py-0.5 font-semibold text-xs ${tone[state]}`}>
      {t(`status.${state}`)}
    </span>
  );
}
