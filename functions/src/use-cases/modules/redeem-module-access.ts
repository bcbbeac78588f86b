import type { OpenableModule } from '@lunia/shared/domain/module-access';
import { AppError, type ErrorCode } from '@lunia/shared/errors';
import { countModuleRedemption, redeemModuleAccessLink } from '../../data/module-access-links';
import { verifyModuleAccessToken, verifyRedemptionSignature } from '../../domain/modules/module-access-token';
import { acceptedModuleSigningSecrets } from '../../lib/aws/module-signing-secret';
import { assertMayStillOpen } from '../steps/module-access-rules';

/**
 * A module's own allowance, counted only after its signature verifies: 600 a minute (10 a second)
 * is about twenty times the busiest minute expected (every member of every organization signing in
 * at a shift change), yet it bounds what a leaked secret can do. Outside the per-IP form limits: a
 * module redeems every sign-in from a few server addresses (infra/lib/abuse-limits.ts).
 */
export const REDEMPTIONS_PER_MINUTE = 600;

const REFUSALS = {
  used: 'MODULE_ACCESS_USED',
  expired: 'MODULE_ACCESS_EXPIRED',
  unknown: 'MODULE_ACCESS_INVALID',
} as const satisfies Record<string, ErrorCode>;

/**
 * A module redeems the access link a person arrived with, server to server (issue 24;
 * docs/module-access.md). In order:
 * - the request is signed with that module's secret (`x-lunia-module-signature`), else 401
 *   MODULE_SIGNATURE_INVALID: only the module can redeem its links;
 * - at most REDEMPTIONS_PER_MINUTE a minute per module (429 TOO_MANY_REQUESTS with Retry-After);
 * - the token verifies for that module (400 MODULE_ACCESS_INVALID, field token) and is not past its
 *   expiry (410 MODULE_ACCESS_EXPIRED);
 * - the person may still open the module now, for that organization: the same refusals as the link's
 *   creation (ORGANIZATION_SUSPENDED, MODULE_NOT_PAID, NOT_A_MEMBER, 404 for a deleted organization…);
 * - its nonce is redeemed once, a conditional write: the first call answers who arrived, for which
 *   organization and role; every later one 409 MODULE_ACCESS_USED.
 * The answer is what Lunia recorded when it made the link, not what the token says.
 */
export async function redeemModuleAccess(input: {
  module: OpenableModule;
  token: string;
  signature: string | undefined;
}) {
  const now = new Date();
  // During a rotation (the previous secret for its window) the module may sign with either secret, and
  // a link made before the rotation carries the previous one: each is checked against both.
  const secrets = await acceptedModuleSigningSecrets(input.module);
  if (!secrets.some((secret) => verifyRedemptionSignature(secret, input.token, input.signature))) {
    throw new AppError('MODULE_SIGNATURE_INVALID');
  }
  const retryAfter = await countModuleRedemption({
    module: input.module,
    limit: REDEMPTIONS_PER_MINUTE,
    windowSeconds: 60,
    now,
  });
  if (retryAfter !== undefined) throw new AppError('TOO_MANY_REQUESTS', undefined, undefined, retryAfter);
  const checks = secrets.map((secret) => verifyModuleAccessToken(input.token, { secret, module: input.module, now }));
  const check = checks.find((c) => c.valid || c.reason === 'expired') ?? checks[0];
  if (!check) throw new AppError('MODULE_ACCESS_INVALID', undefined, 'token');
  if (!check.valid) {
    throw new AppError(
      check.reason === 'expired' ? 'MODULE_ACCESS_EXPIRED' : 'MODULE_ACCESS_INVALID',
      undefined,
      'token',
    );
  }
  // Who may open what is asked again: the link may be two minutes old (steps/module-access-rules.ts).
  await assertMayStillOpen({ userId: check.claims.sub, orgId: check.claims.org?.id, module: input.module });
  const redemption = await redeemModuleAccessLink({ nonce: check.claims.jti, module: input.module, now });
  if (redemption.outcome !== 'redeemed') throw new AppError(REFUSALS[redemption.outcome], undefined, 'token');
  const { link } = redemption;
  return {
    module: link.module,
    linkId: link.nonce,
    issuedAt: link.issuedAt.toISOString(),
    expiresAt: link.expiresAt.toISOString(),
    person: link.person,
    organization: link.organization,
    modules: link.modules,
  };
}
