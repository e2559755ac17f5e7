// The two FR in-depth chapters, in the same shape as ../en/index.ts.
import type { InDepthChapters } from '../../pack.types.js';
import { love } from './love.js';
import { work } from './work.js';

export const frChapters: InDepthChapters = { work, love };
