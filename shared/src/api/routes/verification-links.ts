/**
 * The employer verification link (issue 27): a pharmacist shares a revocable, expiring, read-only
 * page of their credentials' statuses. Part of the route manifest (see ../routes.ts).
 */
import { type RouteDef, defineRoute as r } from '../route-def';
import { successResponse } from '../schemas/common';
import * as links from '../schemas/verification-links';

export const verificationLinkRoutes = {
  createVerificationLink: r({
    method: 'POST',
    path: '/api/verification-links',
    access: 'user',
    status: 'implemented',
    handler: 'verification-links/create-verification-link',
    // Reads the owner's links (the active cap); the link and its audit event are Puts of one transaction.
    needs: ['table:read', 'table:put'],
    summary: 'Create an employer verification link (1-90 days); the url carries the token, shown once',
    spec: 'issue 27: employer verification link',
    body: links.createVerificationLinkBody,
    response: links.createdVerificationLinkResponse,
    successStatus: 201,
  }),
  listVerificationLinks: r({
    method: 'GET',
    path: '/api/verification-links',
    access: 'user',
    status: 'implemented',
    handler: 'verification-links/list-verification-links',
    needs: ['table:read'],
    summary: 'My verification links, newest first, with their state, view count and last view',
    spec: 'issue 27: employer verification link',
    response: links.verificationLinksResponse,
  }),
  revokeVerificationLink: r({
    method: 'DELETE',
    path: '/api/verification-links/{linkId}',
    access: 'user',
    status: 'implemented',
    handler: 'verification-links/revoke-verification-link',
    // The link's revocation (Update) and its audit event (Put) in one transaction.
    needs: ['table:read', 'table:put', 'table:update'],
    summary: 'Revoke one of my verification links: its page answers 410 from now on',
    spec: 'issue 27: employer verification link',
    response: successResponse,
  }),
  getPublicVerification: r({
    method: 'GET',
    path: '/api/public/verifications/{token}',
    access: 'public',
    status: 'implemented',
    handler: 'verification-links/get-public-verification',
    // The per-IP window counter (Update), the view count (Update) and the view's audit event (Put).
    needs: ['table:read', 'table:put', 'table:update'],
    summary: "A verification link's page: name, license number and each credential's status and dates, no file",
    spec: 'issue 27: employer verification link',
    response: links.publicVerificationResponse,
    responseHeaders: { 'x-robots-tag': 'noindex, nofollow' },
  }),
} satisfies Record<string, RouteDef>;
