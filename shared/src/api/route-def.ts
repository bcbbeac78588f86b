/** The shape of a route manifest entry (see routes.ts), kept apart so handlers import only their own group. */
import type * as z from 'zod/mini';
import type { FunctionNeeds } from './function-needs';

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

interface RouteDefBase {
  method: Method;
  /** HTTP API path with `{param}` placeholders. */
  path: string;
  access: Access;
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
  /** Largest JSON body this route accepts, when it needs more than the default 64 KB. */
  maxBodyBytes?: number;
  /**
   * The handler gets the body as the exact text received (at most 64 KB), not parsed: a signed
   * provider webhook is verified on its raw bytes.
   */
  rawBody?: true;
  /**
   * The success answer is an HTML page (its `response` is a string: the page's text), served as
   * `text/html; charset=utf-8`; errors stay JSON like every route's. Only the e-mail unsubscribe page
   * (issue 39), which a mail client opens outside the web app, needs it.
   */
  html?: true;
  /** Headers added to every answer of this route, errors included (e.g. `x-robots-tag` on a public page's data). */
  responseHeaders?: Readonly<Record<string, string>>;
}

/** Deployed and served. Its function gets exactly the IAM permissions its `needs` translate to. */
export interface ImplementedRouteDef extends RouteDefBase {
  status: 'implemented';
  /** What the handler may do in AWS (see ./function-needs.ts); required, so a route cannot deploy without. */
  needs: FunctionNeeds;
}

/** Listed so the whole API is visible; neither deployed nor served. May sketch its needs ahead. */
export interface PlannedRouteDef extends RouteDefBase {
  status: 'planned';
  needs?: FunctionNeeds;
}

export type RouteDef = ImplementedRouteDef | PlannedRouteDef;
export type RouteStatus = RouteDef['status'];

export const defineRoute = <const T extends RouteDef>(def: T): T => def;

/** Fill `{param}` placeholders of a manifest path. */
export function buildPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(value);
  });
}
