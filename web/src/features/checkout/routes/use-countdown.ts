// A seconds countdown that calls onDone at zero, and can be stopped for good (WCAG 2.2.1: the user controls timing).
import { useEffect, useRef, useState } from 'react';

export function useSecondsCountdown(seconds: number, running: boolean, onDone: () => void) {
  const [left, setLeft] = useState(seconds);
  const [stopped, setStopped] = useState(false);
  const done = useRef(onDone);
  done.current = onDone;

  useEffect(() => {
    if (!running || stopped) return;
    if (left <= 0) {
      done.current();
      return;
    }
    const timer = setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => clearTimeout(timer);
  }, [left, running, stopped]);

  return { left, stopped, stop: () => setStopped(true) };
}
