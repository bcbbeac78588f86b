import type { FormProof } from '@lunia/shared/api/schemas/public';
import { honeypotTriggered } from './honeypot';
import { guardPublicForm, type PublicForm, type VisitorEvent } from './public-form-guard';

/**
 * A public form's submission (a beta signup, a contact message, a partnership inquiry): refused unless
 * the bot check and the per-IP limit let it through (./public-form-guard.ts), then stored by `store`
 * with its fields as sent (the honeypot and the proof left out), unless the honeypot was filled:
 * that one is logged and dropped while the visitor sees the same success.
 */
export async function acceptPublicForm<B extends { website?: string | undefined; proof: FormProof }>(
  input: { form: PublicForm; what: string; body: B; event: VisitorEvent },
  store: (fields: Omit<B, 'website' | 'proof'>) => Promise<unknown>,
) {
  await guardPublicForm({ form: input.form, proof: input.body.proof, event: input.event });
  const { website: _honeypot, proof: _proof, ...fields } = input.body;
  if (!honeypotTriggered(input.body, input.what)) await store(fields);
  return { success: true as const };
}
