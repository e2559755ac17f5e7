// The two ES in-depth chapters, in the same shape as ../en/index.ts.
import type { InDepthChapters } from '../../pack.types.js';
import { love } from './love.js';
import { work } from './work.js';

export const esChapters: InDepthChapters = { work, love };
