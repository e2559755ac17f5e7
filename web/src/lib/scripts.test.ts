// loadScript: one <script> per URL and document, nothing for an empty URL, retry after a failure.
import { loadScript, type ScriptDocument, type ScriptElementLike } from './scripts';

type FakeScript = ScriptElementLike & { removed: boolean };

function fakeDocument() {
  const appended: FakeScript[] = [];
  const doc: ScriptDocument = {
    createElement: () => {
      const script: FakeScript = {
        src: '', async: false, onload: null, onerror: null, removed: false,
        remove: () => void (script.removed = true),
      };
      return script;
    },
    head: { appendChild: (node: never) => void appended.push(node as FakeScript) },
  };
  const fire = (i: number, kind: 'onload' | 'onerror') => (appended[i]?.[kind] as (() => void) | null)?.();
  return { doc, appended, fire };
}

// The real Document must fit the interface the fakes implement.
export const documentFits: (d: Document) => ScriptDocument = (d) => d;

describe('loadScript', () => {
  it('appends one async script and resolves when it loads', async () => {
    const { doc, appended, fire } = fakeDocument();
    const first = loadScript('https://cdn.test/a.js', doc);
    const second = loadScript('https://cdn.test/a.js', doc);
    expect(second).toBe(first);
    expect(appended.map((s) => [s.src, s.async])).toEqual([['https://cdn.test/a.js', true]]);
    fire(0, 'onload');
    await expect(first).resolves.toBe(true);
  });

  it('loads nothing for an unconfigured (empty) URL', async () => {
    const { doc, appended } = fakeDocument();
    await expect(loadScript('', doc)).resolves.toBe(false);
    expect(appended).toHaveLength(0);
  });

  it('rejects on error, removes the element and allows a retry', async () => {
    const { doc, appended, fire } = fakeDocument();
    const failed = loadScript('https://cdn.test/b.js', doc);
    fire(0, 'onerror');
    await expect(failed).rejects.toThrow('b.js');
    expect(appended[0]?.removed).toBe(true);
    void loadScript('https://cdn.test/b.js', doc);
    expect(appended).toHaveLength(2);
  });

  it('keeps documents apart', () => {
    const a = fakeDocument();
    const b = fakeDocument();
    void loadScript('https://cdn.test/c.js', a.doc);
    void loadScript('https://cdn.test/c.js', b.doc);
    expect([a.appended.length, b.appended.length]).toEqual([1, 1]);
  });
});
