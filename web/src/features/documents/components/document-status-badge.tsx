import { useTranslation } from 'react-i18next';
import { Badge, documentStatusTone } from '../../../components/ui/badge';
import type { DocumentState } from '../document-rules';
import '../i18n';

export function DocumentStatusBadge({ state }: { state: DocumentState }) {
  const { t } = useTranslation('documents');
  return <Badge tone={documentStatusTone[state]}>{t(`status.${state}`)}</Badge>;
}
