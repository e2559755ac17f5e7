// A titled, keyboard-scrollable code sample.
export function CodeBlock({ title, code }: { title: string; code: string }) {
  return (
    <figure className="dev-code">
      <figcaption>{title}</figcaption>
      {/* Focusable so a keyboard user can scroll a long line sideways (WCAG 2.1.1). */}
      <pre tabIndex={0}><code>{code}</code></pre>
    </figure>
  );
}
