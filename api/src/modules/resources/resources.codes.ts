// Error codes of the member readings (skill packs, in-depth chapters), with their HTTP statuses for the REST facade.
import { AppError } from '../../shared/errors.js';

export enum ResourceErrorCode {
  /** No pack or chapter by that name. */
  RESOURCE_NOT_FOUND = 'RESOURCE_NOT_FOUND',
  /** The signed-in member does not hold what the reading needs (no plan or add-on that grants it, or it has ended). */
  RESOURCE_NOT_HELD = 'RESOURCE_NOT_HELD',
}

export function resourceNotFound(): AppError {
  return new AppError(ResourceErrorCode.RESOURCE_NOT_FOUND, 'not_found', 'There is no such pack or chapter.');
}

export function resourceNotHeld(): AppError {
  return new AppError(ResourceErrorCode.RESOURCE_NOT_HELD, 'forbidden', 'Your membership does not include this reading. See the store for the plan or add-on that does.');
}
