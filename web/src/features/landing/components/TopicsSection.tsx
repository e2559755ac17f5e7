// The accordion blocks: about the 16 types, self-improvement, career, relationships and true love.
import { useIntl } from 'react-intl';
import { Accordion } from '../../../components/Accordion';
import { topicMessages as m } from '../topic-messages';

export function TopicsSection() {
  const intl = useIntl();
  const topics = [
    { key: 'types', title: m.typesTitle, text: m.typesText },
    { key: 'growth', title: m.growthTitle, text: m.growthText },
    { key: 'career', title: m.careerTitle, text: m.careerText },
    { key: 'relationships', title: m.relationshipsTitle, text: m.relationshipsText },
    { key: 'love', title: m.loveTitle, text: m.loveText },
  ];
  return (
    <section className="section section--topics" aria-labelledby="topics-title">
      <div className="container container--narrow">
        <h2 id="topics-title" className="section__title">{intl.formatMessage(m.title)}</h2>
        <Accordion
          initiallyOpen={['types']}
          items={topics.map((t) => ({ key: t.key, title: intl.formatMessage(t.title), content: <p>{intl.formatMessage(t.text)}</p> }))}
        />
      </div>
    </section>
  );
}
