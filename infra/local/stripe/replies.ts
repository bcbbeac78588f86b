/** What a route of the stand-in answers: a status, headers and a body, in JSON, HTML or a redirect. */
import type { StripeApiError } from './errors';

export interface Reply {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export const json = (status: number, value: unknown, headers: Record<string, string> = {}): Reply => ({
  status,
  headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
  body: JSON.stringify(value, null, 2),
});
export const html = (status: number, body: string): Reply => ({
  status,
  headers: {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    // No scripts, no frames; form-action stays open because the answer redirects to the site.
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'",
  },
  body,
});
/** A PDF (the stand-in's PDFs are ASCII, so the body's string is its bytes). */
export const pdf = (status: number, filename: string, body: string): Reply => ({
  status,
  headers: {
    'content-type': 'application/pdf',
    'content-disposition': `attachment; filename="${filename}"`,
    'cache-control': 'no-store',
  },
  body,
});
export const redirect = (location: string): Reply => ({ status: 303, headers: { location }, body: '' });
export const errorReply = (error: StripeApiError) => json(error.status, error.toJSON());
