import { randomBytes } from 'node:crypto';
import { issueFormChallenge } from '../../domain/public/form-proof';
import { formChallengeKey } from '../../lib/aws/form-challenge-key';

/**
 * A fresh bot-check challenge for a public form (domain/public/form-proof.ts). Nothing is stored:
 * the signature makes the challenge verifiable, and the proof is claimed once when a form uses it.
 */
export async function getFormChallenge() {
  return issueFormChallenge({ key: await formChallengeKey(), now: new Date(), random: randomBytes(16) });
}
