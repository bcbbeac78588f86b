/**
 * The header carrying the organization the client acts for (portal-and-admin §6: "Requests carry the
 * active organization id in a header"). A hint only: the server checks membership in the table.
 */
export const ACTIVE_ORG_HEADER = 'x-active-org-id';

/**
 * The visitor's IP address, set by CloudFront's viewer-request function on `/api/*` (overwriting any
 * the visitor sent); the API trusts it only behind CloudFront (when the origin check is on).
 */
export const VIEWER_ADDRESS_HEADER = 'x-lunia-viewer-address';
