import { listOwnerVerificationLinks } from '../../data/verification-links';
import type { Caller } from '../../domain/caller';
import { verificationLinkView } from '../../views/verification-link-view';

/** The caller's verification links, newest first, each with its state, view count and last view. */
export async function listVerificationLinks({ caller }: { caller: Caller }) {
  const now = new Date();
  const links = await listOwnerVerificationLinks(caller.userId);
  return { links: links.map((link) => verificationLinkView(link, now)) };
}
