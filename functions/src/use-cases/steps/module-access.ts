/**
 * The signed module access link both access routes answer with (a person's own, and a member's for an
 * organization; docs/module-access.md): the product URL, the module's secret, the lifetime, the
 * signing and the record that makes it single use, in one place.
 */
import { randomBytes } from 'node:crypto';
import type { OrgRole } from '@lunia/shared/domain/constants';
import { MODULE_ACCESS_URL_SECONDS, type OpenableModule } from '@lunia/shared/domain/module-access';
import { AppError } from '@lunia/shared/errors';
import { recordModuleAccessLink } from '../../data/module-access-links';
import { MODULE_ACCESS_ISSUER, moduleAccessUrl, signModuleAccessToken } from '../../domain/modules/module-access-token';
import { moduleSigningSecret } from '../../lib/aws/module-signing-secret';
import { env } from '../../lib/env';
import { logger } from '../../lib/logger';

export interface ModuleAccessGrant {
  module: OpenableModule;
  person: { id: string; email: string; name: string };
  /** The organization the person opens the module for, with their role; null for their own access. */
  organization: { id: string; name: string; role: OrgRole } | null;
  /** Every module the person may open in this context now. */
  modules: OpenableModule[];
}

/** The module's product URL, or a refusal naming the missing setting in the log. */
function productUrl(module: OpenableModule): string {
  const url = env.moduleUrl(module);
  if (!url) {
    logger.error(`MODULE_URL_${module.toUpperCase()} is not set (infra/lib/stage-config.ts): links cannot be made`);
    throw new AppError('SERVICE_UNAVAILABLE', 'This module cannot be opened yet: its address is not configured.');
  }
  return url;
}

/**
 * `{ accessUrl }`: valid for MODULE_ACCESS_URL_SECONDS, once. The link's nonce is recorded with what
 * it says, so the module can redeem it a single time (redeemModuleAccess).
 */
export async function signedModuleAccessUrl(grant: ModuleAccessGrant): Promise<{ accessUrl: string }> {
  const baseUrl = productUrl(grant.module);
  const secret = await moduleSigningSecret(grant.module);
  const issuedAt = new Date();
  const iat = Math.floor(issuedAt.getTime() / 1000);
  const exp = iat + MODULE_ACCESS_URL_SECONDS;
  const nonce = randomBytes(16).toString('base64url');
  const token = signModuleAccessToken(
    {
      iss: MODULE_ACCESS_ISSUER,
      aud: grant.module,
      sub: grant.person.id,
      jti: nonce,
      iat,
      exp,
      email: grant.person.email,
      name: grant.person.name,
      org: grant.organization,
      modules: grant.modules,
    },
    secret,
  );
  await recordModuleAccessLink({ ...grant, nonce, issuedAt, expiresAt: new Date(exp * 1000) });
  return { accessUrl: moduleAccessUrl(baseUrl, token) };
}

/** A person's display name as a link carries it. */
export const personName = (profile: { firstName: string; lastName: string }) =>
  `${profile.firstName} ${profile.lastName}`.trim();
