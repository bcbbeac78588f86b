/**
 * Module access (issue 24; docs/module-access.md): the signed link a member opens a module with, and
 * the module's server-to-server redemption of it.
 */
import * as z from 'zod/mini';
import { MODULES, ORG_ROLES } from '../../domain/constants';
import { OPENABLE_MODULES } from '../../domain/module-access';

/** The module to open; every module is accepted here so that Vault answers "coming soon", not 400. */
export const accessUrlBody = z.object({
  module: z._default(z.enum(MODULES, { error: 'Module must be bookrx, shift, core or vault' }), 'bookrx'),
});
export const accessUrlResponse = z.object({ accessUrl: z.string() });

/** A compact JWS is three base64url parts; 4 KB is far above what a link carries. */
const MAX_TOKEN_LENGTH = 4096;

export const redeemModuleAccessBody = z.object({
  /** The module redeeming: its secret signs the request (header x-lunia-module-signature). */
  module: z.enum(OPENABLE_MODULES, { error: 'Module must be bookrx, shift or core' }),
  /** The `lunia_access` value of the link exactly as received. */
  token: z
    .string({ error: 'Token is required' })
    .check(
      z.minLength(1, { error: 'Token is required' }),
      z.maxLength(MAX_TOKEN_LENGTH, { error: `Token must be at most ${MAX_TOKEN_LENGTH} characters` }),
      z.regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/, { error: 'Token must be a compact JWS' }),
    ),
});

export const redeemModuleAccessResponse = z.object({
  module: z.enum(OPENABLE_MODULES),
  /** The link's id (its nonce, the token's `jti`), now redeemed. */
  linkId: z.string(),
  issuedAt: z.string(),
  expiresAt: z.string(),
  person: z.object({ id: z.string(), email: z.string(), name: z.string() }),
  /** The organization the person opened the module for; null for an individual's own access. */
  organization: z.nullable(z.object({ id: z.string(), name: z.string(), role: z.enum(ORG_ROLES) })),
  /** The modules the person may open in this context when the link was made. */
  modules: z.array(z.enum(OPENABLE_MODULES)),
});
export type RedeemModuleAccessResponse = z.infer<typeof redeemModuleAccessResponse>;
