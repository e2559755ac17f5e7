// Focus on arrival, for the element a screen or step starts on. A callback ref rather than `autoFocus`: React focuses
// an autoFocus element when it mounts, but the browser build's renderer (Preact, see web/vite.config.ts) only sets the
// attribute, which the browser honours on the first page load alone.

/** Pass as `ref`: focuses the element when it is attached. A module-level function, so it runs once per mount. */
export function focusOnMount(element: HTMLElement | null): void {
  element?.focus();
}
