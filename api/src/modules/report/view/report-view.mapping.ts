// From a composed report document to its GraphQL shape.
import type { ReportDocument } from '../compose/report-document.js';
import type { Report } from '../report.entity.js';
import type { ReportBlock, ReportDocumentView } from './report-view.types.js';

function toBlock(block: ReportDocument['sections'][number]['blocks'][number]): ReportBlock {
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

export function toReportDocument(report: Report, document: ReportDocument): ReportDocumentView {
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
    sections: document.sections.map((section) => ({ id: section.id, title: section.title, blocks: section.blocks.map(toBlock) })),
    tableLabels: { ...document.labels.table },
    pdfUrl: `/api/report/pdf/${report.token}?locale=${document.locale}`,
  };
}
