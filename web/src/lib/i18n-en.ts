/** The English strings of the shell and of `/`: a chunk of their own, loaded by `loadLanguage` (./i18n.ts). */

import common from '../locales/en/common.json';
import home from '../locales/en/home.json';
import type { I18nNamespaces } from './i18n';

export default { common, home } satisfies Pick<I18nNamespaces, 'common' | 'home'>;
