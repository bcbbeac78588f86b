/** Public site forms. Part of the route manifest (see ../routes.ts). */
import { type RouteDef, defineRoute as r } from '../route-def';
import { successResponse } from '../schemas/common';
import * as pub from '../schemas/public';

export const publicRoutes = {
  createBetaSignup: r({
    method: 'POST',
    path: '/api/beta-signup',
    access: 'public',
    status: 'implemented',
    handler: 'public/create-beta-signup',
    // The confirmation e-mail is queued by the stream consumer (outbox), so signup only writes.
    needs: ['table:put'],
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
    needs: ['table:put'],
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
    needs: ['table:put'],
    summary: 'Contact form from /contact',
    spec: 'public-site-and-auth §7 contact endpoint',
    body: pub.contactMessageBody,
    response: successResponse,
  }),
} satisfies Record<string, RouteDef>;
