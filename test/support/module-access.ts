/**
 * Module access links in tests (docs/module-access.md): the token a link carries, its verified claims
 * with the local stack's secret of that module, and the redemption request a module sends.
 */
import { MODULE_ACCESS_PARAM, MODULE_SIGNATURE_HEADER, type OpenableModule } from '@lunia/shared/domain/module-access';
import { redemptionSignature, verifyModuleAccessToken } from '../../functions/src/domain/modules/module-access-token';
import { apiClient } from './local-clients';
import type { StackInfo } from './stack-info';

/** The local stack's signing secret of a module (infra/local/handler-env.ts). */
export const moduleSecret = (stack: StackInfo, module: OpenableModule) =>
  stack.env[`MODULE_SIGNING_SECRET_${module.toUpperCase()}`] ?? '';

/** The `lunia_access` token of an access URL. */
export const accessTokenOf = (url: string) => new URL(url).searchParams.get(MODULE_ACCESS_PARAM) ?? '';

/** The claims of a link, verified as the module would; undefined when it does not verify. */
export function verifiedLink(stack: StackInfo, url: string, module: OpenableModule, now = new Date()) {
  const check = verifyModuleAccessToken(accessTokenOf(url), { secret: moduleSecret(stack, module), module, now });
  return check.valid ? check.claims : undefined;
}

/** POST redeemModuleAccess as `module`'s server does, signed with `secret` (default: the module's own). */
export function redeemAs(
  stack: StackInfo,
  module: OpenableModule,
  token: string,
  secret = moduleSecret(stack, module),
) {
  return apiClient(stack)('POST', '/api/modules/access/redeem', {
    body: { module, token },
    headers: { [MODULE_SIGNATURE_HEADER]: redemptionSignature(secret, token) },
  });
}
