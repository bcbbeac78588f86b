/**
 * Admin document review. Part of the admin area of the route manifest (see ./admin.ts and ../routes.ts); a group of
 * its own so a handler bundles only the schemas its group uses.
 */
import { type RouteDef, defineRoute as r } from '../route-def';
import * as review from '../schemas/admin-documents';
import * as documents from '../schemas/documents';

export const adminDocumentRoutes = {
  listAdminDocuments: r({
    method: 'GET',
    path: '/api/admin/documents',
    access: 'admin',
    status: 'implemented',
    handler: 'admin/list-admin-documents',
    needs: ['table:read'],
    summary: 'Individual review queue',
    spec: 'portal-and-admin §7 admin documents',
    query: review.adminDocumentsQuery,
    response: review.adminDocumentsResponse,
  }),
  listAdminOrganizationDocuments: r({
    method: 'GET',
    path: '/api/admin/organization-documents',
    access: 'admin',
    status: 'implemented',
    handler: 'admin/list-admin-organization-documents',
    needs: ['table:read'],
    summary: 'Organization review queue',
    spec: 'portal-and-admin §7 admin organization documents',
    query: review.adminDocumentsQuery,
    response: review.adminDocumentsResponse,
  }),
  verifyDocument: r({
    method: 'PUT',
    path: '/api/admin/documents/{documentId}/verify',
    access: 'admin',
    status: 'implemented',
    handler: 'admin/verify-document',
    needs: ['table:read', 'table:put', 'table:update'],
    summary: 'Approve or deny an individual document',
    spec: 'portal-and-admin §7 verify document',
    body: review.verifyDocumentBody,
    response: documents.documentResponse,
  }),
  verifyOrganizationDocument: r({
    method: 'PUT',
    path: '/api/admin/organization-documents/{documentId}/verify',
    access: 'admin',
    status: 'implemented',
    handler: 'admin/verify-organization-document',
    needs: ['table:read', 'table:put', 'table:update'],
    summary: 'Approve or deny an organization document',
    spec: 'portal-and-admin §7 verify document',
    body: review.verifyDocumentBody,
    response: documents.documentResponse,
  }),
  correctDocumentExpiry: r({
    method: 'PUT',
    path: '/api/admin/documents/{documentId}/expiry',
    access: 'admin',
    status: 'implemented',
    handler: 'admin/correct-document-expiry',
    needs: ['table:read', 'table:put', 'table:update'],
    summary: "Correct a document's expiry date during review (individual or organization document)",
    spec: 'issue 14 license expiry',
    body: review.correctDocumentExpiryBody,
    response: documents.documentResponse,
  }),
  listExpiringDocuments: r({
    method: 'GET',
    path: '/api/admin/documents/expiring',
    access: 'admin',
    status: 'implemented',
    handler: 'admin/list-expiring-documents',
    needs: ['table:read'],
    summary: 'Expiring soon: current documents expiring within the next days (default 60) or expired, soonest first',
    spec: 'issue 14 license expiry',
    query: review.expiringDocumentsQuery,
    response: review.expiringDocumentsResponse,
  }),
} satisfies Record<string, RouteDef>;
