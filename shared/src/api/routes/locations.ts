/**
 * Pharmacy locations of the active organization (named by the x-active-org-id header; membership is
 * read from the table). Part of the route manifest (see ../routes.ts); a group of its own so a
 * location handler bundles only the location schemas.
 */
import { type RouteDef, defineRoute as r } from '../route-def';
import { successResponse } from '../schemas/common';
import * as locs from '../schemas/locations';

export const locationRoutes = {
  listLocations: r({
    method: 'GET',
    path: '/api/locations',
    access: 'org-member',
    status: 'implemented',
    needs: ['table:read'],
    handler: 'locations/list-locations',
    summary: 'Locations of the active organization',
    spec: 'portal-and-admin §7 locations',
    response: locs.locationsResponse,
  }),
  createLocation: r({
    method: 'POST',
    path: '/api/locations',
    access: 'org-admin',
    status: 'implemented',
    needs: ['table:read', 'table:put', 'table:update'],
    handler: 'locations/create-location',
    summary: 'Add a location within the plan limit',
    spec: 'portal-and-admin §7 locations',
    body: locs.locationBody,
    response: locs.locationResponse,
    successStatus: 201,
  }),
  updateLocation: r({
    method: 'PUT',
    path: '/api/locations/{locationId}',
    access: 'org-admin',
    status: 'implemented',
    needs: ['table:read', 'table:put', 'table:update'],
    handler: 'locations/update-location',
    summary: 'Edit a location',
    spec: 'portal-and-admin §7 locations',
    body: locs.updateLocationBody,
    response: locs.locationResponse,
  }),
  deleteLocation: r({
    method: 'DELETE',
    path: '/api/locations/{locationId}',
    access: 'org-admin',
    status: 'implemented',
    needs: ['table:read', 'table:put', 'table:update', 'table:delete'],
    handler: 'locations/delete-location',
    summary: 'Delete a non-primary location',
    spec: 'portal-and-admin §7 locations',
    response: successResponse,
  }),
  setPrimaryLocation: r({
    method: 'PUT',
    path: '/api/locations/{locationId}/primary',
    access: 'org-admin',
    status: 'implemented',
    needs: ['table:read', 'table:put', 'table:update'],
    handler: 'locations/set-primary-location',
    summary: 'Make a location primary',
    spec: 'portal-and-admin §7 locations',
    response: locs.locationResponse,
  }),
  setLocationPharmacistInCharge: r({
    method: 'PUT',
    path: '/api/locations/{locationId}/pharmacist-in-charge',
    access: 'org-admin',
    status: 'implemented',
    // Read: the location, the member, their license and profile; the location is an update, the audit
    // event a Put and the member's role a ConditionCheck, in one transaction.
    needs: ['table:read', 'table:put', 'table:update'],
    handler: 'locations/set-location-pharmacist-in-charge',
    summary: 'Name (a member holding a pharmacist license) or clear (null) the pharmacist in charge of a location',
    spec: 'issue 27 pharmacist in charge per location',
    body: locs.pharmacistInChargeBody,
    response: locs.locationResponse,
  }),
  getInspectionBinder: r({
    method: 'GET',
    path: '/api/locations/{locationId}/binder',
    access: 'org-admin',
    status: 'implemented',
    // Reads the organization, the location, the members, their profiles, documents and the documents'
    // audit events; the PDF is generated in memory and returned. The one write (Put) is the new
    // verification link its QR code carries (issue 43).
    needs: ['table:read', 'table:put'],
    handler: 'locations/get-inspection-binder',
    summary:
      "The location's inspection binder: a PDF of its licenses, pharmacist in charge, staff credentials and review trail",
    spec: 'issue 27 inspection binder',
    query: locs.inspectionBinderQuery,
    response: locs.inspectionBinderResponse,
  }),
  revokeLocationVerificationLinks: r({
    method: 'DELETE',
    path: '/api/locations/{locationId}/verification-links',
    access: 'org-admin',
    status: 'implemented',
    // The location's revocation date (Update) and its audit event (Put) in one transaction.
    needs: ['table:read', 'table:put', 'table:update'],
    handler: 'locations/revoke-location-verification-links',
    summary:
      "Revoke the verification link of every inspection binder of this location made until now (the binders' QR codes answer 410)",
    spec: 'issue 43 inspection binder QR code',
    response: successResponse,
  }),
  getLocationVerification: r({
    method: 'GET',
    path: '/api/public/location-verifications/{token}',
    access: 'public',
    status: 'implemented',
    // The per-IP window counter (Put), then reads only: the link, the location and its records.
    needs: ['table:read', 'table:put'],
    handler: 'locations/get-location-verification',
    summary:
      "What an inspection binder's QR code opens: the location's license, pharmacist in charge, coverage, staff and credential counts now",
    spec: 'issue 43 inspection binder QR code',
    response: locs.locationVerificationResponse,
    responseHeaders: { 'x-robots-tag': 'noindex, nofollow' },
  }),
} satisfies Record<string, RouteDef>;
