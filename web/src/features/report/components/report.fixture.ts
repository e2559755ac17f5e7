// A composed report as the API returns it (shortened texts), for the component tests.
import type { ReportScreen } from '../api';

type Report = ReportScreen;
type Row = Report['dimensions'][number];

function row(indicator: string, name: string, poles: [string, string, string, string], letter: string, score: number, range: [number, number], scale: [number, number, number], borderline: string | null): Row {
  const [a, an, b, bn] = poles;
  return {
    indicator, name, poles: [{ letter: a, name: an }, { letter: b, name: bn }], letter, poleName: letter === a ? an : bn, score,
    range: { low: range[0], high: range[1] }, scale: { score: scale[0], low: scale[1], high: scale[2] },
    clarity: borderline ? 'slight' : 'clear', clarityLabel: borderline ? 'slight' : 'clear', interpretation: `${name} interpretation.`, borderline,
  };
}

export const REPORT: Report = {
  id: '6f1c2a9e-3b7d-4e58-9a0c-2d4b8e1f7a35',
  reportToken: 's8gTNXMRclwyQyPvoja5mESbZDO3FewiLpj9jUn1uo0',
  examCode: 'BMBTI',
  examId: 1836,
  orderNumber: 'MP2611228322355618',
  lang: 'en',
  kicker: 'In-depth personality report',
  title: 'Mindprint personality report: ENTJ-A',
  pdfUrl: '/api/report/pdf/s8gTNXMRclwyQyPvoja5mESbZDO3FewiLpj9jUn1uo0?locale=EN',
  type: { code: 'ENTJ', fullCode: 'ENTJ-A', identityLine: 'Self-assurance: Assertive (A)', title: 'The Decisive Trailblazer', summary: 'A confident, goal-driven organizer.' },
  secondary: { code: 'ESTJ', title: 'The No-Nonsense Organizer', line: 'Secondary type: ESTJ, The No-Nonsense Organizer' },
  basics: {
    heading: 'Basic information',
    population: [{ label: 'Share of all people', text: '1.8%' }, { label: 'Share of men', text: '2.7%' }, { label: 'Share of women', text: '0.9%' }],
    populationSource: 'Source: MBTI Manual (Myers, McCaulley, Quenk & Hammer, 1998)',
    keywordsLabel: 'Keywords',
    keywords: ['Decisive', 'Ambitious'],
    famousPeopleLabel: 'Well-known people associated with this type',
    famousPeople: ['Margaret Thatcher', 'Steve Jobs'],
  },
  dimensions: [
    row('EI', 'Energy source', ['E', 'Outward (E)', 'I', 'Inward (I)'], 'E', 83, [79, 87], [83.33, 79.32, 87.34], null),
    row('SN', 'Information focus', ['S', 'Concrete (S)', 'N', 'Conceptual (N)'], 'N', 56, [47, 64], [44.44, 35.75, 53.14], 'Close to the middle: ESTJ may fit too.'),
    row('TF', 'Decision basis', ['T', 'Logic (T)', 'F', 'Values (F)'], 'T', 58, [45, 71], [58.33, 45.42, 71.25], 'Close to the middle: ENFJ may fit too.'),
    row('JP', 'Lifestyle', ['J', 'Planned (J)', 'P', 'Open (P)'], 'J', 83, [79, 87], [83.33, 79.32, 87.34], null),
    row('AT', 'Self-assurance', ['A', 'Assertive (A)', 'T', 'Turbulent (T)'], 'A', 83, [79, 87], [83.33, 79.32, 87.34], null),
  ],
  sections: [
    { id: 'basicProfile', title: 'Basic profile', blocks: [{ kind: 'paragraph', text: 'As an ENTJ, you lead.', tone: null, items: null, ordered: null }] },
    {
      id: 'dimensionAnalysis', title: 'Dimension analysis', blocks: [
        { kind: 'paragraph', text: 'Each row shows one indicator.', tone: null, items: null, ordered: null },
        { kind: 'paragraph', text: 'Your result sits close to a second type.', tone: 'note', items: null, ordered: null },
        { kind: 'dimensions', text: null, tone: null, items: null, ordered: null },
      ],
    },
    {
      id: 'careerGrowth', title: 'Career growth', blocks: [
        { kind: 'heading', text: 'Roles that often suit you', tone: null, items: null, ordered: null },
        { kind: 'list', text: null, tone: null, items: ['Executive management', 'Entrepreneurship'], ordered: false },
      ],
    },
    { id: 'topCountries', title: 'Top 10 countries recently tested', blocks: [{ kind: 'list', text: null, tone: null, items: ['United States: 4,210', 'Brazil: 2,980'], ordered: true }] },
  ],
  tableLabels: { dimension: 'Dimension', score: 'Score', range: 'Reference range (90%)', interpretation: 'Quick interpretation', borderline: 'Borderline' },
};
