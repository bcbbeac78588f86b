/** Public site forms. Part of the route manifest (see ../routes.ts). */
import { type RouteDef, defineRoute as r } from '../route-def';
import { successResponse } from '../schemas/common';
import * as unsubscribe from '../schemas/email-unsubscribe';
import * as pub from '../schemas/public';

// Every form below also needs: the proof's single-use claim (Put), the per-IP window counter
// (Update) and the public forms' own signing secret, which the challenge is signed with.
const formNeeds = ['table:put', 'table:update', 'secrets:form-challenge:read'] as const;

export const publicRoutes = {
  getFormChallenge: r({
    method: 'GET',
    path: '/api/public/form-challenge',
    access: 'public',
    status: 'implemented',
    handler: 'public/get-form-challenge',
    // Signs a fresh challenge; stores nothing (a proof is claimed when a form uses it).
    needs: ['secrets:form-challenge:read'],
    summary: 'A signed proof-of-work challenge for the public forms (bot check without third-party scripts)',
    spec: 'issue 13: public forms are not a mail relay',
    response: pub.formChallengeResponse,
  }),
  createBetaSignup: r({
    method: 'POST',
    path: '/api/beta-signup',
    access: 'public',
    status: 'implemented',
    handler: 'public/create-beta-signup',
    // The confirmation e-mail is queued by the stream consumer (outbox), so signup only writes.
    needs: formNeeds,
    summary: 'Apply for the Core beta or the Vault waitlist',
    spec: 'public-site-and-auth §7 beta-signup',
    body: pub.betaSignupBody,
    response: successResponse,
  }),
  createPartnerInquiry: r({
    method: 'POST',
    path: '/api/partner-inquiries',
    access: 'public',
    status: 'implemented',
    handler: 'public/create-partner-inquiry',
    // Both e-mails (acknowledgement, company inbox copy) are queued by the stream consumer too.
    needs: formNeeds,
    summary: 'Partnership inquiry from /partners',
    spec: 'public-site-and-auth §3 partnership inquiry',
    body: pub.partnerInquiryBody,
    response: successResponse,
  }),
  createContactMessage: r({
    method: 'POST',
    path: '/api/contact-messages',
    access: 'public',
    status: 'implemented',
    handler: 'public/create-contact-message',
    needs: formNeeds,
    summary: 'Contact form from /contact',
    spec: 'public-site-and-auth §7 contact endpoint',
    body: pub.contactMessageBody,
    response: successResponse,
  }),
  unsubscribeEmail: r({
    method: 'POST',
    path: '/api/email/unsubscribe',
    access: 'public',
    status: 'implemented',
    handler: 'public/unsubscribe-email',
    // One conditional update of the person's opt-outs; the token is checked with the unsubscribe key.
    needs: ['table:read', 'table:update', 'secrets:form-challenge:read'],
    summary:
      'One-click unsubscribe (RFC 8058): switches the optional e-mail the signed token names off; idempotent; answers an HTML page',
    spec: 'issue 39: one-click unsubscribe for everything that is not transactional',
    query: unsubscribe.unsubscribeQuery,
    // A mail provider posts `List-Unsubscribe=One-Click` form-encoded; a browser's form the same: not JSON.
    rawBody: true,
    html: true,
    responseHeaders: { 'x-robots-tag': 'noindex' },
    response: unsubscribe.unsubscribePage,
  }),
  showUnsubscribePage: r({
    method: 'GET',
    path: '/api/email/unsubscribe',
    access: 'public',
    status: 'implemented',
    handler: 'public/show-unsubscribe-page',
    // Reads only: a GET never unsubscribes (mail scanners open links); the page's button posts.
    needs: ['table:read', 'secrets:form-challenge:read'],
    summary:
      "The unsubscribe link's page, in the person's language: what it switches off, the button, and the way back on",
    spec: "issue 39: a GET of the unsubscribe URL shows a page in the person's language",
    query: unsubscribe.unsubscribeQuery,
    html: true,
    responseHeaders: { 'x-robots-tag': 'noindex' },
    response: unsubscribe.unsubscribePage,
  }),
  getOpenApiDocument: r({
    method: 'GET',
    path: '/api/openapi.json',
    access: 'public',
    status: 'implemented',
    handler: 'public/get-openapi-document',
    // Answers the document it was built with (docs/openapi.json, compressed into its bundle); reads nothing.
    needs: [],
    summary: 'The OpenAPI 3.1 description of this API, generated from the route manifest (docs/openapi.json)',
    spec: 'issue 43: a machine-readable API description',
    response: pub.openApiDocumentResponse,
  }),
} satisfies Record<string, RouteDef>;
