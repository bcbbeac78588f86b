/** The English strings of the shell and of `/`: a chunk of their own, loaded by `loadLanguage` (./i18n.ts). */

import common from '../locales/en/common.json';
import home from '../locales/en/home.json';
import type { FirstChunk } from './i18n-first-chunk';

export default { common, home } satisfies FirstChunk;
