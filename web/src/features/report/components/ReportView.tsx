// The paid report: the type as the page heading with the download action, then the Overview and Dimensions tabs, which
// never repeat each other. Overview holds the type at a glance, the basic fields and every section in order (the result
// analysis closes with the published reliability), with a pointer where the dimension analysis sits; Dimensions holds
// that analysis: its text and the detailed table with the bars.
import { useEffect, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { ReportReliabilityQuery, ReportScreen } from '../api';
import { reportMessages as m } from '../messages';
import { DimensionTable } from './DimensionTable';
import { ReliabilityTable } from './ReliabilityTable';
import { ReportBasics } from './ReportBasics';
import { ReportHero } from './ReportHero';
import { ReportProfile } from './ReportProfile';
import { ReportSection, SectionBlocks } from './ReportSection';
import { panelId, ReportTabs } from './ReportTabs';

export type ReportTab = 'overview' | 'dimensions';

interface Props {
  report: ReportScreen;
  download: ReactNode;
  /** The share links, or null when sharing is off. */
  share: ReactNode;
  /** The published reliability of the test; absent while it loads or when it could not be read. */
  reliability?: ReportReliabilityQuery['reliability'] | null;
  /** The methodology page's reliability section, linked under the figures. */
  methodologyHref: string;
}

const PREFIX = 'report';
/** The section the Dimensions tab shows in full; the Overview only points to it. */
const DIMENSION_SECTION = 'dimensionAnalysis';

export function ReportView({ report, download, share, reliability, methodologyHref }: Props) {
  const intl = useIntl();
  const [tab, setTab] = useState<ReportTab>('overview');
  const [focusPanel, setFocusPanel] = useState(false);
  useEffect(() => {
    // Opened from a button inside the other panel: the reader lands at the start of the new one.
    if (!focusPanel) return;
    setFocusPanel(false);
    const panel = document.getElementById(panelId(PREFIX, tab));
    panel?.focus({ preventScroll: true });
    // The tabs stay in sight above the panel, so the reader sees where they are.
    panel?.closest('.report-tabs')?.scrollIntoView({ block: 'start' });
  }, [focusPanel, tab]);

  const openDimensions = () => { setTab('dimensions'); setFocusPanel(true); };
  const analysis = report.sections.find((section) => section.id === DIMENSION_SECTION);
  const overview = (
    <div className="report-overview">
      <ReportProfile type={report.type} secondary={report.secondary} idPrefix={PREFIX} />
      <ReportBasics basics={report.basics} idPrefix={PREFIX} />
      {report.sections.map((section) => (section.id === DIMENSION_SECTION ? (
        <section key={section.id} className="report-section report-section--pointer" aria-labelledby={`${PREFIX}-section-${section.id}`}>
          <h2 id={`${PREFIX}-section-${section.id}`} className="report-section__title">{section.title}</h2>
          <p>{intl.formatMessage(m.dimensionsPointer)}</p>
          <button type="button" className="button button--secondary" onClick={openDimensions}>{intl.formatMessage(m.openDimensions)}</button>
        </section>
      ) : (
        <ReportSection
          key={section.id}
          section={section}
          headingId={`${PREFIX}-section-${section.id}`}
          dimensions={null}
          extra={section.id === 'resultAnalysis' && reliability ? <ReliabilityTable reliability={reliability} dimensions={report.dimensions} methodologyHref={methodologyHref} /> : null}
        />
      )))}
    </div>
  );
  const table = (
    <>
      <p className="report-dimensions__intro">{intl.formatMessage(m.dimensionsIntro)}</p>
      <DimensionTable rows={report.dimensions} labels={report.tableLabels} />
    </>
  );
  const dimensions = (
    <section className="report-dimensions" aria-labelledby={`${PREFIX}-dimensions-title`}>
      <h2 id={`${PREFIX}-dimensions-title`} className="report-section__title">{intl.formatMessage(m.dimensionsTitle)}</h2>
      {analysis ? <SectionBlocks blocks={analysis.blocks} dimensions={table} /> : table}
    </section>
  );

  return (
    <div className="container report" lang={report.lang}>
      <ReportHero kicker={report.kicker} fullCode={report.type.fullCode} title={report.type.title} actions={download} />
      <ReportTabs
        idPrefix={PREFIX}
        label={intl.formatMessage(m.tabsLabel)}
        selected={tab}
        onSelect={setTab}
        tabs={[
          { id: 'overview', label: intl.formatMessage(m.tabOverview), panel: overview },
          { id: 'dimensions', label: intl.formatMessage(m.tabDimensions), panel: dimensions },
        ]}
      />
      {share}
    </div>
  );
}
