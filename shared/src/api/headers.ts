/**
 * The header carrying the organization the client acts for (portal-and-admin §6: "Requests carry the
 * active organization id in a header"). A hint only: the server checks membership in the table.
 */
export const ACTIVE_ORG_HEADER = 'x-active-org-id';
