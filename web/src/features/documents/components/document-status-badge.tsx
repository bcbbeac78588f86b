import { useTranslation } from 'react-i18next';
import { Badge, documentStatusTone } from '../../../components/ui/badge';
import type { badgeStateOf } from '../document-rules';
import '../i18n';

export function DocumentStatusBadge({ state }: { state: ReturnType<typeof badgeStateOf> }) {
  const { t } = useTranslation('documents');
  return <Badge tone={state === 'notUploaded' ? 'neutral' : documentStatusTone[state]}>{t(`status.${state}`)}</Badge>;
}
