import type { UpdateCredentialRulesBody } from '@lunia/shared/api/schemas/credentials';
import { sortStages } from '@lunia/shared/domain/credentials/catalogue';
import { AppError } from '@lunia/shared/errors';
import { newAuditEvent, putAuditEvent } from '../../data/audit-events';
import { credentialRulesChange, getCredentialRules, withOverride } from '../../data/credential-rules';
import { writeTransaction } from '../../data/transactions';
import type { Caller } from '../../domain/caller';
import { credentialTypesView } from '../../views/credential-type-view';
import { actorNameOf } from '../steps/actor';

/**
 * A super admin sets one credential type's cycle, grace stages and (pharmacist licence) continuing-
 * education hours per cycle (the numbers the sources leave uncertain,
 * docs/decisions/0062-puerto-rico-credential-rules.md), or resets it to the catalogue's defaults. The rules item and
 * its audit event (target CREDENTIAL_RULES, the type; the new numbers as the reason) go in one
 * transaction, conditioned on the version read: a concurrent save is a 409.
 */
export async function updateCredentialRules({ caller, body }: { caller: Caller; body: UpdateCredentialRulesBody }) {
  const at = new Date().toISOString();
  const [read, actorName] = await Promise.all([getCredentialRules(true), actorNameOf(caller)]);
  const ceHours = body.ceHours ?? null;
  const rule = body.reset
    ? null
    : { cycleMonths: body.cycleMonths, graceStages: sortStages(body.graceStages), ...(ceHours ? { ceHours } : {}) };
  const overrides = withOverride(read.overrides, body.type, rule);
  const stages = rule?.graceStages.map((s) => `${s.stage} after ${s.after} ${s.unit}`).join(', ') || 'no grace stages';
  const ce = ceHours ? `; ${ceHours} CE hours per cycle` : '';
  await writeTransaction(
    [
      credentialRulesChange(read, overrides, at, caller.userId),
      putAuditEvent(
        newAuditEvent({
          targetType: 'CREDENTIAL_RULES',
          targetId: body.type,
          at,
          action: 'credential_rules_updated',
          actorId: caller.userId,
          actorRole: 'admin',
          actorName,
          reason: rule
            ? `cycle ${rule.cycleMonths === null ? 'none' : `${rule.cycleMonths} months`}; ${stages}${ce}`
            : 'reset to the catalogue',
        }),
      ),
    ],
    new AppError('CONFLICT', 'The credential rules were changed meanwhile. Reload and try again.'),
  );
  return { credentialTypes: credentialTypesView(overrides), rulesUpdatedAt: at };
}
