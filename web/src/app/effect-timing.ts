// The browser build renders with Preact (web/vite.config.ts), which runs effects after the next animation frame, or
// 35 ms later when no frame comes (a busy or hidden page). React runs them in the next task, and at once after a key
// press or a click. Effects that move focus (a new screen's heading, the first field in error, the next statement)
// then raced the visitor's next key: with this, Preact runs effects in the next task too.
import { options } from 'preact';

export function runEffectsInNextTask(): void {
  const channel = new MessageChannel();
  let pending: Array<() => void> = [];
  channel.port1.onmessage = () => {
    const callbacks = pending;
    pending = [];
    for (const callback of callbacks) callback();
  };
  options.requestAnimationFrame = (callback) => {
    pending.push(callback);
    if (pending.length === 1) channel.port2.postMessage(null);
  };
}
