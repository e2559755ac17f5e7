// The 'iq-recalibrate' job: once enough people have finished the test since the calibration in force, re-estimate the
// item parameters from their answers (marginal maximum likelihood by EM, in the IQ core), re-centre the scale on them
// and make the new calibration the active one. Sittings under way keep the calibration they started with; every
// result names the calibration that scored it. Sittings that cannot be interpreted (guessing) are left out.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { calibrate, type Calibration, type CalibrationOptions, type Response, type SittingState, sittingResult } from '../iq/index.js';
import { IqCalibration } from './iq-calibration.entity.js';

export interface RecalibrationOptions {
  /** Finished, interpretable sittings needed beyond those the calibration in force rests on. */
  readonly minNewExaminees?: number;
  readonly calibration?: Partial<CalibrationOptions>;
  readonly log?: Logger;
}

/** A few hundred examinees give item difficulties good to about 0.1-0.2 logits for items with 50+ answers. */
export const MIN_NEW_EXAMINEES = 500;
const PAGE = 500;

export type RecalibrationOutcome =
  | { readonly outcome: 'too-few'; readonly examinees: number }
  | { readonly outcome: 'created'; readonly id: string; readonly examinees: number; readonly converged: boolean };

/** Every scored answer of the finished sittings whose result can be interpreted, keyed by sitting. */
async function finishedResponses(em: EntityManager): Promise<{ responses: Response[]; examinees: number }> {
  const responses: Response[] = [];
  let examinees = 0;
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const rows = await em.getConnection().execute<Array<{ id: string; state: SittingState }>>(
      'select id, state from iq_sitting where finished_at is not null and id > ? order by id limit ?', [after, PAGE]);
    for (const row of rows) {
      if (sittingResult(row.state).validity.verdict === 'not-interpretable') continue;
      examinees += 1;
      for (const answer of row.state.answers) responses.push({ personId: row.id, itemId: answer.itemId, correct: answer.correct });
    }
    if (rows.length < PAGE) break;
    after = rows[rows.length - 1]!.id;
  }
  return { responses, examinees };
}

export async function recalibrateIq(em: EntityManager, now: Date, options: RecalibrationOptions = {}): Promise<RecalibrationOutcome> {
  const active = await em.findOneOrFail(IqCalibration, { active: true }, { orderBy: { createdAt: 'desc' } });
  const { responses, examinees } = await finishedResponses(em);
  if (examinees - active.examinees < (options.minNewExaminees ?? MIN_NEW_EXAMINEES)) return { outcome: 'too-few', examinees };
  const previous = active.data as unknown as Calibration;
  let next: Calibration;
  try {
    next = calibrate({ id: `mx-mml-${previous.version + 1}-${now.toISOString().slice(0, 10)}`, createdAt: now.toISOString(), previous, responses, options: options.calibration });
  } catch (error) {
    // Too few items with enough answers: wait for more.
    options.log?.info({ err: error, examinees }, 'IQ recalibration postponed');
    return { outcome: 'too-few', examinees };
  }
  await em.transactional(async (tx) => {
    await tx.nativeUpdate(IqCalibration, { active: true }, { active: false });
    tx.create(IqCalibration, {
      id: next.id, version: next.version, method: next.method, active: true, examinees: next.examinees,
      data: next as unknown as Record<string, unknown>, createdAt: now,
    });
  });
  options.log?.info({ id: next.id, examinees: next.examinees, converged: next.converged, scale: next.previousScale }, 'IQ item bank recalibrated');
  return { outcome: 'created', id: next.id, examinees: next.examinees, converged: next.converged };
}
