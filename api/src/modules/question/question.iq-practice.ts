// What the REST facade's question list shows for the adaptive IQ test. Its scored items are chosen one by one by the
// server during a sitting, so no list of them exists; the list holds the practice pair instead, drawn as SVG with the
// options in a fresh random order on every call (nothing in it tells which option is right).
import { randomInt } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { t } from '../../i18n/translate.js';
import type { Locale } from '../../shared/locale.js';
import { type ItemSpec, renderItem } from '../iq/index.js';
import { IqItem } from '../iq-test/iq-item.entity.js';

export interface IqPracticeQuestion {
  readonly id: number;
  readonly key: string;
  readonly part: number;
  readonly position: number;
  readonly text: string;
  readonly locale: Locale;
  readonly kind: 'matrix-practice';
  readonly matrixSvg: string;
  readonly optionSvgs: readonly string[];
}

function shuffledOrder(): number[] {
  const order = [0, 1, 2, 3, 4, 5, 6, 7];
  for (let i = order.length - 1; i > 0; i--) {
    const j = randomInt(0, i + 1);
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order;
}

export async function iqPracticeQuestions(em: EntityManager, examId: number, locale: Locale): Promise<IqPracticeQuestion[]> {
  const items = await em.find(IqItem, { exam: examId, practice: true }, { orderBy: { id: 'asc' } });
  return items.map((item, index) => {
    const rendered = renderItem(item.spec as unknown as ItemSpec, { optionOrder: shuffledOrder(), idPrefix: `p${index + 1}` });
    return {
      id: index + 1,
      key: item.id,
      part: 0,
      position: index + 1,
      text: t(locale, 'iq.practicePrompt'),
      locale,
      kind: 'matrix-practice' as const,
      matrixSvg: rendered.matrix,
      optionSvgs: rendered.options,
    };
  });
}
