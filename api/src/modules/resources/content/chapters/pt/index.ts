// The two PT (pt-BR) in-depth chapters, mirroring chapters/en/index.ts.
import type { InDepthChapters } from '../../pack.types.js';
import { love } from './love.js';
import { work } from './work.js';

export const ptChapters: InDepthChapters = { work, love };
