// What a composed report document shows a client (GraphQL, REST, the web's mock API): its text, type, basics,
// dimension rows and sections with their blocks, copied out of the document. The report's own fields (token, state,
// order) are added by report-view.mapping.ts.
import type { ReportDocument } from '../compose/report-document.js';

function blockView(block: ReportDocument['sections'][number]['blocks'][number]) {
  switch (block.kind) {
    case 'paragraph':
      return { kind: block.kind, text: block.text, tone: block.tone };
    case 'heading':
      return { kind: block.kind, text: block.text };
    case 'list':
      return { kind: block.kind, items: [...block.items], ordered: block.ordered ?? false };
    case 'dimensions':
      return { kind: block.kind };
  }
}

export function documentView(document: ReportDocument) {
  return {
    locale: document.locale,
    lang: document.lang,
    title: document.title,
    kicker: document.kicker,
    type: { ...document.type },
    secondary: document.secondary ? { ...document.secondary } : null,
    basics: {
      ...document.basics,
      population: document.basics.population.map((figure) => ({ ...figure })),
      keywords: [...document.basics.keywords],
      famousPeople: [...document.basics.famousPeople],
    },
    dimensions: document.dimensions.map((row) => ({
      ...row,
      poles: row.poles.map((pole) => ({ ...pole })),
      range: { ...row.range },
      scale: { ...row.scale },
    })),
    sections: document.sections.map((section) => ({ id: section.id, title: section.title, blocks: section.blocks.map(blockView) })),
    tableLabels: { ...document.labels.table },
  };
}
