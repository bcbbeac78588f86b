/** The query keys of continuing education (issue 27), the only place they are built. */
export const continuingEducationKeys = {
  /** The signed-in pharmacist's activities and progress. */
  mine: () => ['continuing-education', 'mine'] as const,
};
