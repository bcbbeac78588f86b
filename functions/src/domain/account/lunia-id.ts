/** LUNIA IDs: "LUN-" and 8 characters without look-alikes (0/O, 1/I). Random; uniqueness is a table claim. */
export function newLuniaId(random: () => number = Math.random): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  let id = '';
  for (let i = 0; i < 8; i++) id += alphabet[Math.floor(random() * alphabet.length)];
  return `LUN-${id}`;
}
