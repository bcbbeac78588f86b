/** The shape of a route manifest entry (see routes.ts), kept apart so handlers import only their own group. */
import type * as z from 'zod/mini';

/**
 * Who may call a route.
 * - public: anyone; no authorizer.
 * - user: any signed-in user (the JWT authorizer).
 * - org-member / org-admin: signed in and a member (owner/admin) of the organization the request names;
 *   checked by the handler against the table, never taken from the client.
 * - admin: groups super_admin or support. super-admin: group super_admin only.
 */
export type Access = 'public' | 'user' | 'org-member' | 'org-admin' | 'admin' | 'super-admin';
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type RouteStatus = 'implemented' | 'planned';

export interface RouteDef {
  method: Method;
  /** HTTP API path with `{param}` placeholders. */
  path: string;
  access: Access;
  status: RouteStatus;
  /** Handler module under functions/src/handlers, without extension. */
  handler: string;
  summary: string;
  /** Where the call comes from in the specification. */
  spec: string;
  body?: z.ZodMiniType;
  query?: z.ZodMiniType;
  response: z.ZodMiniType;
  /** HTTP status of a success (default 200). */
  successStatus?: number;
}

export const defineRoute = <const T extends RouteDef>(def: T): T => def;

/** Fill `{param}` placeholders of a manifest path. */
export function buildPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(value);
  });
}
