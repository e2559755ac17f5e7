// The server's message catalogues, one per locale, keyed by the ids of the English one.
import type { Locale } from '../shared/locale.js';
import { cn } from './catalogues/cn.js';
import { de } from './catalogues/de.js';
import { en } from './catalogues/en.js';
import { es } from './catalogues/es.js';
import { fr } from './catalogues/fr.js';
import { hk } from './catalogues/hk.js';
import { ja } from './catalogues/ja.js';
import { kr } from './catalogues/kr.js';
import { pt } from './catalogues/pt.js';

export type MessageId = keyof typeof en;
export type Catalogue = Readonly<Record<MessageId, string>>;

export const CATALOGUES: Readonly<Record<Locale, Partial<Catalogue>>> = { EN: en, CN: cn, FR: fr, ES: es, JA: ja, HK: hk, DE: de, PT: pt, KR: kr };
