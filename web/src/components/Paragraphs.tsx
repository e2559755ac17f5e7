// Plain text from the API (paragraphs separated by a blank line, first line sometimes a heading) as HTML paragraphs.
export function Paragraphs({ text, className, headingLevel = 2 }: { text: string; className?: string; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  const blocks = text.split(/\n\s*\n/).map((block) => block.trim()).filter(Boolean);
  return (
    <div className={className}>
      {blocks.map((block, i) => {
        const [first, ...rest] = block.split('\n');
        // A block whose first line is short and unpunctuated is a section heading followed by its text.
        if (rest.length > 0 && first && first.length < 80 && !/[.!?:;]$/.test(first)) {
          return (
            <section key={i}>
              <Heading>{first}</Heading>
              <p>{rest.join(' ')}</p>
            </section>
          );
        }
        return <p key={i}>{block.replace(/\n/g, ' ')}</p>;
      })}
    </div>
  );
}
