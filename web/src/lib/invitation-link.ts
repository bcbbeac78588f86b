import { invitationToken } from '@lunia/shared/api/schemas/invites';

/**
 * The invitation e-mail's link opens `/dashboard#invitation=<id>&token=<secret>`. The fragment never
 * reaches a server (no access log, no Referer); the dashboard keeps the pair for this browser tab in
 * sessionStorage (it survives signing in or registering on the way) and removes it from the address bar.
 */
export interface InvitationLink {
  invitationId: string;
  token: string;
}

const STORAGE_KEY = 'lunia.invitationLink';

/** The link in a location hash, if it is one (a malformed one is ignored). */
export function parseInvitationHash(hash: string): InvitationLink | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const invitationId = params.get('invitation');
  const token = params.get('token');
  if (!invitationId || invitationId.length > 64 || !token || !invitationToken.safeParse(token).success) return null;
  return { invitationId, token };
}

/**
 * The invitation link a signed-out visitor is on their way to: the one in the address they were sent
 * to sign in from (`/dashboard#invitation=…`), else the one this tab keeps.
 */
export function pendingInvitationLink(from: string | undefined): InvitationLink | null {
  const hashAt = from?.indexOf('#') ?? -1;
  const fromAddress = from && hashAt >= 0 ? parseInvitationHash(from.slice(hashAt)) : null;
  return fromAddress ?? storedInvitationLink();
}

export function rememberInvitationLink(link: InvitationLink): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(link));
  } catch {
    // Storage unavailable (private mode quotas): the link still works for this page view.
  }
}

export function storedInvitationLink(): InvitationLink | null {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<InvitationLink>;
    return typeof value.invitationId === 'string' && typeof value.token === 'string'
      ? parseInvitationHash(`invitation=${encodeURIComponent(value.invitationId)}&token=${value.token}`)
      : null;
  } catch {
    return null;
  }
}

export function forgetInvitationLink(): void {
  try {
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing stored.
  }
}
