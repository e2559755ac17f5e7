// After a refused submit, moves focus to the first field in error (or the form alert), so the error is read out with
// its field; typing never moves focus.
import { useLayoutEffect, useRef } from 'react';
import { firstProblemField, type Problems } from '../logic/problems';

type FocusRef = (element: HTMLElement | null) => void;

/** Returns a stable callback ref per field; pass it as the field's `ref`. */
export function useFocusProblem<Field extends string>(
  problems: Problems<Field>,
  round: number,
  order: readonly (Field | 'form')[],
): (field: Field | 'form') => FocusRef {
  const elements = useRef(new Map<string, HTMLElement>());
  const refs = useRef(new Map<string, FocusRef>());
  // In the commit, so the error and the focus arrive together (a screen reader reads the field with its error).
  useLayoutEffect(() => {
    if (round === 0) return;
    const first = firstProblemField(problems, order);
    if (first) elements.current.get(first)?.focus();
    // Only a new refused submit moves focus.
  }, [round]);
  return (field) => {
    let ref = refs.current.get(field);
    if (!ref) {
      ref = (element) => {
        if (element) elements.current.set(field, element);
        else elements.current.delete(field);
      };
      refs.current.set(field, ref);
    }
    return ref;
  };
}
