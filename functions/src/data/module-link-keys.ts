/** The keys of module access (data/module-access-links.ts); re-exported by ./keys.ts. */
export const moduleLinkKeys = {
  /** A module access link handed out (its nonce), redeemable once until it expires. */
  item: (nonce: string) => ({ PK: `MODULELINK#${nonce}`, SK: 'LINK' }),
  /** A module's redemptions in one fixed window (`windowStart` in epoch seconds): its own throttle. */
  redemptionWindow: (module: string, windowStart: number) => ({
    PK: `MODULEREDEEM#${module}`,
    SK: `WINDOW#${windowStart}`,
  }),
};
