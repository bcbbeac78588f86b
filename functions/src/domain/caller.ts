/** Who is asking: derived from the verified access token by the handler stack (lib/http). */
import type { GlobalRole, OrgRole } from '@lunia/shared/domain/constants';

export interface Caller {
  /** The token's `sub`: the only user id a request is trusted with. */
  userId: string;
  /** When the session signed in (epoch seconds): sessions revoked before this time are refused. */
  authTime: number;
  /** Cognito's `origin_jti` (one per sign-in, kept across refreshes) when the token carries it. */
  sessionId?: string;
  email: string | undefined;
  groups: string[];
  globalRole: GlobalRole;
  isAdmin: boolean;
}

/** The organization an org-scoped route acts for, with the caller's role, read from the table. */
export interface OrgScope {
  orgId: string;
  role: OrgRole;
}
