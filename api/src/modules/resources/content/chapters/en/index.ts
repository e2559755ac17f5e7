// The two EN in-depth chapters; a translation adds a sibling folder with the same files and the same index shape.
import type { InDepthChapters } from '../../pack.types.js';
import { love } from './love.js';
import { work } from './work.js';

export const enChapters: InDepthChapters = { work, love };
