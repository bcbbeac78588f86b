/**
 * What every public form does before it stores anything (issue 13: the forms are not a mail relay):
 * the bot check (a signed proof-of-work challenge, single use) and a per-IP limit per form. The
 * per-address cooldown of the acknowledgement e-mail lives where the e-mail is queued
 * (events/reactions/form-acknowledgement.ts).
 */
import { VIEWER_ADDRESS_HEADER } from '@lunia/shared/api/headers';
import type { FormProof } from '@lunia/shared/api/schemas/public';
import { AppError } from '@lunia/shared/errors';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { claimFormProof, countFormSubmission } from '../../data/rate-limits';
import { checkFormProof } from '../../domain/public/form-proof';
import { formChallengeKey } from '../../lib/aws/form-challenge-key';
import { keyDigest, logDigest } from '../../lib/digest';
import { env } from '../../lib/env';
import { logger } from '../../lib/logger';

export type VisitorEvent = Pick<APIGatewayProxyEventV2, 'headers' | 'requestContext'>;

export type PublicForm = 'beta-signup' | 'contact-message' | 'partner-inquiry';

/** Submissions of one form accepted from one IP per window (more get 429 until the window ends). */
export const FORM_WINDOW_SECONDS = 10 * 60;

/**
 * The visitor's IP. Behind CloudFront (the origin check is on) the connection comes from CloudFront,
 * so the viewer's address is the header CloudFront's viewer-request function sets on `/api/*`
 * (infra/lib/site-stack.ts, overwriting any the visitor sent); otherwise it is the connection's
 * source address. Both come from AWS, not from the visitor.
 */
export function visitorIp(event: VisitorEvent): string {
  const viewer =
    env.originVerifySecret || env.originVerifySecretArn ? event.headers?.[VIEWER_ADDRESS_HEADER] : undefined;
  return viewer || event.requestContext.http.sourceIp;
}

const PROOF_ERRORS = {
  invalid: 'FORM_CHECK_INVALID',
  expired: 'FORM_CHECK_EXPIRED',
  'too-early': 'FORM_CHECK_TOO_EARLY',
} as const;

export async function guardPublicForm(input: {
  form: PublicForm;
  proof: FormProof;
  event: VisitorEvent;
  now?: Date;
}): Promise<void> {
  const now = input.now ?? new Date();
  const check = checkFormProof({ proof: input.proof, key: await formChallengeKey(), now });
  if (!check.ok) {
    logger.info('Form check refused', { form: input.form, reason: check.reason });
    throw new AppError(PROOF_ERRORS[check.reason], undefined, 'proof');
  }
  const ip = visitorIp(input.event);
  const allowed = await countFormSubmission({
    form: input.form,
    ipDigest: keyDigest('form-ip', ip),
    limit: env.publicFormLimitPerIp,
    windowSeconds: FORM_WINDOW_SECONDS,
    now,
  });
  if (!allowed) {
    logger.info('Form rate limit reached', { form: input.form, ip: logDigest(ip) });
    throw new AppError(
      'TOO_MANY_REQUESTS',
      'This form was sent several times from your network in the last few minutes. Please try again in 10 minutes.',
    );
  }
  if (
    !(await claimFormProof({
      challengeDigest: keyDigest('form-proof', input.proof.challenge),
      expiresAt: check.expiresAt,
    }))
  ) {
    logger.info('Form check replayed', { form: input.form });
    throw new AppError('FORM_CHECK_USED', undefined, 'proof');
  }
}
