// One report section in SPEC order: its title and its blocks (paragraphs, notes, headings, lists, and the 'dimensions'
// block, which renders the dimension table in place).
import type { ReactNode } from 'react';
import type { ReportScreen } from '../api';

type Section = ReportScreen['sections'][number];
type Block = Section['blocks'][number];

interface Props {
  section: Section;
  headingId: string;
  /** What a 'dimensions' block shows. */
  dimensions: ReactNode;
  /** Shown after the blocks (the published reliability closes the result analysis). */
  extra?: ReactNode;
}

function BlockView({ block, dimensions }: { block: Block; dimensions: ReactNode }) {
  switch (block.kind) {
    case 'heading':
      return block.text ? <h3 className="report-section__subtitle">{block.text}</h3> : null;
    case 'list': {
      const items = block.items ?? [];
      if (items.length === 0) return null;
      const List = block.ordered ? 'ol' : 'ul';
      return <List className="report-section__list">{items.map((item, i) => <li key={i}>{item}</li>)}</List>;
    }
    case 'dimensions':
      return <div className="report-section__table">{dimensions}</div>;
    case 'paragraph':
    default:
      // Unknown kinds from a newer API still show their text rather than vanish.
      if (!block.text) return null;
      return <p className={block.tone === 'note' ? 'report-note' : undefined}>{block.text}</p>;
  }
}

/** A section's blocks without its heading, for a panel that has its own (the Dimensions tab). */
export function SectionBlocks({ blocks, dimensions }: { blocks: Section['blocks']; dimensions: ReactNode }) {
  return <>{blocks.map((block, i) => <BlockView key={i} block={block} dimensions={dimensions} />)}</>;
}

export function ReportSection({ section, headingId, dimensions, extra }: Props) {
  return (
    <section className={`report-section report-section--${section.id}`} aria-labelledby={headingId}>
      <h2 id={headingId} className="report-section__title">{section.title}</h2>
      <SectionBlocks blocks={section.blocks} dimensions={dimensions} />
      {extra}
    </section>
  );
}
