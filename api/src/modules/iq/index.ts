// The matrix-reasoning IQ test's pure core: generated items and their SVG, IRT estimation and calibration, and the
// adaptive sitting. No database, no HTTP; the exam, GraphQL and report modules build on these entry points:
//   const pool = itemPool(itemBank(), calibration);                  // calibration: aPrioriCalibration(bank) or stored
//   let state = startSitting({ now, calibrationId: pool.calibrationId, exclude: seenBefore });
//   const step = nextQuestion(state, pool, { now, rng: Math.random });  // store step.state; null question = finished
//   renderItem(itemById(step.question.itemId)!.spec, { optionOrder: step.question.optionOrder }); // send the SVG only
//   state = answerQuestion(step.state, pool, { itemId, chosen, now }).state;  // feedback is for practice items
//   const result = sittingResult(state);                            // IQ, interval, validity, breakdown (codes)
//   calibrate({ id, createdAt, previous, responses });              // the recalibration job
export { type BankItem, buildBank, isSound, itemBank, itemById, MASTER_SEED, practiceItems } from './items/bank.js';
export { aPrioriParameters, type Complexity, complexityOf, GUESSING, type ItemParameters } from './items/difficulty.js';
export {
  ATTRIBUTES, type Attribute, type ComponentRules, type Entity, FAMILIES, type Family, type ItemSpec, itemFamilies, LAYOUTS,
  type Layout, type Panel, type RealizedItem, type Rule,
} from './items/model.js';
export { realizeItem } from './items/realize.js';
export {
  correctOptionIndex, describeItem, type ItemDescription, renderItem, renderRealized, type RenderedItem, type RenderOptions,
} from './items/render.js';
export { solve, type Solution, soundnessProblems } from './items/solver.js';
export { type EntityView, panelKey, viewPanel } from './items/view.js';
export {
  calibrate, type CalibrateInput, type CalibrationOptions, DEFAULT_CALIBRATION_OPTIONS, type Response,
} from './irt/calibrate.js';
export {
  A_PRIORI_CALIBRATION_ID, aPrioriCalibration, type CalibratedItem, type Calibration, itemPool,
} from './irt/calibration.js';
export { type AbilityEstimate, estimateAbility, type ScoredAnswer } from './irt/eap.js';
export { information, probability } from './irt/model.js';
export { type Rng, seededRng } from './random.js';
export { type Breakdown, type SpeedSummary, type Tally } from './sitting/breakdown.js';
export { DEFAULT_SITTING_CONFIG, type SittingConfig } from './sitting/config.js';
export { sittingRules, type SittingRules } from './sitting/rules.js';
export { deadline, stopReason } from './sitting/stopping.js';
export { type IqResult, normalCdf, type PrecisionCode, sittingResult, type TakenItem } from './sitting/result.js';
export {
  type Answered, type AnswerInput, answerQuestion, endSitting, nextQuestion, SittingError, type SittingErrorCode, startSitting,
  type StartInput, type Step,
} from './sitting/sitting.js';
export {
  type AnswerRecord, type ItemPool, type Phase, type PoolItem, type PracticeRecord, type Question, type SittingState, type StopReason,
} from './sitting/types.js';
export { assessValidity, type Validity, type ValidityReason, type ValidityVerdict } from './sitting/validity.js';
