// The paid report: the type as the page heading with the download action, then the Overview and Dimensions tabs.
// Overview holds the type at a glance, the basic fields and every section in order (the result analysis closes with the
// published reliability); Dimensions the detailed table.
import { useEffect, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { ReportReliabilityQuery, ReportScreen } from '../api';
import { reportMessages as m } from '../messages';
import { DimensionTable } from './DimensionTable';
import { ReliabilityTable } from './ReliabilityTable';
import { ReportBasics } from './ReportBasics';
import { ReportHero } from './ReportHero';
import { ReportProfile } from './ReportProfile';
import { ReportSection } from './ReportSection';
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

  const overviewTable = (
    <>
      <DimensionTable rows={report.dimensions} labels={report.tableLabels} detailed={false} />
      <button type="button" className="link-button report-section__more" onClick={() => { setTab('dimensions'); setFocusPanel(true); }}>
        {intl.formatMessage(m.seeDimensions)}
      </button>
    </>
  );
  const overview = (
    <div className="report-overview">
      <ReportProfile type={report.type} secondary={report.secondary} idPrefix={PREFIX} />
      <ReportBasics basics={report.basics} idPrefix={PREFIX} />
      {report.sections.map((section) => (
        <ReportSection
          key={section.id}
          section={section}
          headingId={`${PREFIX}-section-${section.id}`}
          dimensions={overviewTable}
          extra={section.id === 'resultAnalysis' && reliability ? <ReliabilityTable reliability={reliability} dimensions={report.dimensions} methodologyHref={methodologyHref} /> : null}
        />
      ))}
    </div>
  );
  const dimensions = (
    <section className="report-dimensions" aria-labelledby={`${PREFIX}-dimensions-title`}>
      <h2 id={`${PREFIX}-dimensions-title`} className="report-section__title">{intl.formatMessage(m.dimensionsTitle)}</h2>
      <p className="report-dimensions__intro">{intl.formatMessage(m.dimensionsIntro)}</p>
      <DimensionTable rows={report.dimensions} labels={report.tableLabels} detailed />
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
