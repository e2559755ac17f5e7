// A pack or chapter's text: a table of contents, then each section with whom it is written for and its blocks
// (paragraphs, lists, steps, exercises, tip and caution boxes).
import type { MemberReadingQuery } from '../api';

type Reading = MemberReadingQuery['reading'];
type Block = Reading['sections'][number]['blocks'][number];

export interface ReadingBodyLabels {
  contents: string;
  exercise: (title: string) => string;
  reflect: string;
  tip: string;
  caution: string;
}

function BlockView({ block, labels }: { block: Block; labels: ReadingBodyLabels }) {
  switch (block.kind) {
    case 'subheading':
      return <h4>{block.text}</h4>;
    case 'bullets':
      return <ul>{(block.items ?? []).map((item) => <li key={item}>{item}</li>)}</ul>;
    case 'steps':
      return <ol>{(block.items ?? []).map((item) => <li key={item}>{item}</li>)}</ol>;
    case 'exercise':
      return (
        <div className="mem-exercise">
          <h4>{labels.exercise(block.title ?? '')}</h4>
          <ol>{(block.items ?? []).map((item) => <li key={item}>{item}</li>)}</ol>
          <p><strong>{labels.reflect}:</strong> {block.reflection}</p>
        </div>
      );
    case 'callout':
      return (
        <aside className={block.tone === 'caution' ? 'mem-callout mem-callout--caution' : 'mem-callout'}>
          <p><strong>{block.tone === 'caution' ? labels.caution : labels.tip}:</strong> {block.text}</p>
        </aside>
      );
    default:
      return <p>{block.text}</p>;
  }
}

export function ReadingBody({ reading, labels }: { reading: Reading; labels: ReadingBodyLabels }) {
  return (
    <div className="mem-reading" lang={reading.lang}>
      <nav className="mem-toc" aria-labelledby="mem-toc-title">
        <h3 id="mem-toc-title">{labels.contents}</h3>
        <ol>{reading.sections.map((section) => <li key={section.id}><a href={`#${section.id}`}>{section.heading}</a></li>)}</ol>
      </nav>
      {reading.sections.map((section) => (
        <section key={section.id} id={section.id} className="mem-section" aria-labelledby={`${section.id}-title`}>
          <h3 id={`${section.id}-title`}>{section.heading}</h3>
          {section.label && <p className="mem-tag mem-tag--yes">{section.label}</p>}
          {section.blocks.map((block, index) => <BlockView key={index} block={block} labels={labels} />)}
        </section>
      ))}
    </div>
  );
}
