/**
 * The public forms' hidden `website` field: people leave it empty, form-filling bots do not. A
 * filled one is answered as a success so the bot learns nothing, and nothing is stored.
 */
import { logger } from '../../lib/logger';

export function honeypotTriggered(form: { website?: string | undefined }, formName: string): boolean {
  if (!form.website) return false;
  logger.info('Honeypot triggered', { form: formName });
  return true;
}
