// The state of one account form: its problems, the round that moves focus to the first one, and the request in flight
// (a second submit while busy is ignored; a network failure becomes 'failed', which the form offers to retry).
import { useCallback, useRef, useState } from 'react';
import { hasProblems, type Problems } from '../logic/problems';

export interface Submission<Field extends string> {
  problems: Problems<Field>;
  round: number;
  busy: boolean;
  failed: boolean;
  /** Shows these problems and moves focus to the first one. */
  refuse: (problems: Problems<Field>) => void;
  /** Forgets the problem of a field the user is changing. */
  clear: (field: Field) => void;
  /** Sends the request unless the checks found problems; undefined when refused, busy or failed. */
  submit: <T>(checks: Problems<Field>, request: () => Promise<T>) => Promise<T | undefined>;
}

export function useSubmission<Field extends string>(): Submission<Field> {
  const [problems, setProblems] = useState<Problems<Field>>({});
  const [round, setRound] = useState(0);
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const busy = useRef(false);

  const refuse = useCallback((found: Problems<Field>) => {
    setProblems(found);
    setRound((n) => n + 1);
  }, []);

  const clear = useCallback((field: Field) => {
    setProblems((current) => (current[field] || current.form ? { ...current, [field]: undefined, form: undefined } : current));
  }, []);

  const submit = useCallback(async <T,>(checks: Problems<Field>, request: () => Promise<T>): Promise<T | undefined> => {
    if (busy.current) return undefined;
    if (hasProblems(checks)) {
      refuse(checks);
      return undefined;
    }
    busy.current = true;
    setProblems({});
    setState('busy');
    try {
      const result = await request();
      setState('idle');
      return result;
    } catch {
      setState('failed');
      return undefined;
    } finally {
      busy.current = false;
    }
  }, [refuse]);

  return { problems, round, busy: state === 'busy', failed: state === 'failed', refuse, clear, submit };
}
