/** The query keys of an organization's members and invites, and of the invitations addressed to me. */
export const memberKeys = {
  members: (orgId: string) => ['members', orgId, 'list'] as const,
  invites: (orgId: string) => ['members', orgId, 'invites'] as const,
  /** Invitations to my proven e-mail, whichever link was opened. */
  myInvitations: ['members', 'my-invitations'] as const,
  /** With the invitation whose link I opened (null: none). */
  myInvitationsWith: (invitationId: string | null) => ['members', 'my-invitations', invitationId] as const,
  /** A signed-out visitor's preview of the invitation whose link they opened. */
  invitationPreview: (invitationId: string) => ['members', 'invitation-preview', invitationId] as const,
};
