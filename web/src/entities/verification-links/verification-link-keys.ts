/** The query keys of employer verification links (issue 27). */
export const verificationLinkKeys = {
  /** The signed-in person's own links. */
  mine: () => ['verification-links', 'mine'] as const,
  /** A link's public page, by its token. */
  publicPage: (token: string) => ['verification-links', 'public', token] as const,
};
