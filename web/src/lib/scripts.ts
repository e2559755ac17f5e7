// Loads third-party scripts (gtag, reCAPTCHA, ad pixels) once per URL and document.

export interface ScriptElementLike {
  src: string;
  async: boolean;
  onload: ((this: never, event: never) => unknown) | null;
  onerror: ((this: never, ...args: never[]) => unknown) | null;
  remove(): void;
}

/** The part of Document this module uses, so tests can pass a fake. */
export interface ScriptDocument {
  createElement(tag: 'script'): ScriptElementLike;
  head: { appendChild(node: never): unknown };
}

const loaded = new WeakMap<ScriptDocument, Map<string, Promise<boolean>>>();

/**
 * Appends one async <script src=url> and resolves true once it has loaded. Later calls for the same URL get
 * the same promise. An empty URL means "not configured": resolves false and touches nothing. A failed load
 * rejects and is forgotten, so a later call may retry.
 */
export function loadScript(url: string, doc: ScriptDocument): Promise<boolean> {
  if (!url) return Promise.resolve(false);
  let byUrl = loaded.get(doc);
  if (!byUrl) loaded.set(doc, (byUrl = new Map()));
  const existing = byUrl.get(url);
  if (existing) return existing;

  const cache = byUrl;
  const promise = new Promise<boolean>((resolve, reject) => {
    const script = doc.createElement('script');
    script.async = true;
    script.onload = () => resolve(true);
    script.onerror = () => {
      cache.delete(url);
      script.remove();
      reject(new Error(`Could not load script ${url}`));
    };
    script.src = url;
    doc.head.appendChild(script as never);
  });
  cache.set(url, promise);
  return promise;
}
