/** The Spanish strings of the shell and of `/`: a chunk of their own, loaded by `loadLanguage` (./i18n.ts). */

import common from '../locales/es/common.json';
import home from '../locales/es/home.json';
import type { FirstChunk } from './i18n-first-chunk';

// Typed as the English shape, so a key missing in Spanish fails `tsc`.
export default { common, home } satisfies FirstChunk;
