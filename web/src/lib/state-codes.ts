/**
 * The states offered in organization and location forms (portal spec §5: "State defaults to PR with a
 * dropdown of PR and a few other states"). Names are translated by each feature's namespace.
 */
export const STATE_CODES = ['PR', 'FL', 'NY', 'NJ', 'TX', 'CA'] as const;
export type StateCode = (typeof STATE_CODES)[number];
export const DEFAULT_STATE: StateCode = 'PR';
