/** The query keys of BookRx data. */
export const bookrxKeys = {
  /** The signed-in pharmacist's BookRx profile: approval, bio, regions and shift counters. */
  profile: ['bookrx', 'profile'] as const,
};
