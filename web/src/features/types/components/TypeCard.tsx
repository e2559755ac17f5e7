// One personality type: its illustration and code, title, summary, and the full description behind a disclosure button.
// The type a shared link names is featured: the whole row, a larger illustration, its description open.
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Paragraphs } from '../../../components/Paragraphs';
import { TypeArt } from '../../../components/TypeArt';
import type { PersonalityTypeListQuery } from '../api';
import { typesMessages } from '../messages';

type PersonalityType = PersonalityTypeListQuery['personalityTypes'][number];

/** The temperament group of a code (NT, NF, SJ, SP), used for the card colour. */
export function temperament(code: string): 'nt' | 'nf' | 'sj' | 'sp' {
  if (code[1] === 'N') return code[2] === 'T' ? 'nt' : 'nf';
  return code[3] === 'J' ? 'sj' : 'sp';
}

const ART_SIZE = { card: 84, featured: 176 } as const;

export function TypeCard({ type, featured = false }: { type: PersonalityType; featured?: boolean }) {
  const intl = useIntl();
  const [open, setOpen] = useState(featured);
  const panelId = useId();
  const className = `type-card type-card--${temperament(type.code)}${featured ? ' type-card--featured' : ''}`;
  return (
    <li className={className} id={type.code.toLowerCase()}>
      <div className="type-card__head">
        <TypeArt code={type.code} size={featured ? ART_SIZE.featured : ART_SIZE.card} className="type-card__art" lazy={!featured} />
        <p className="type-card__code" aria-hidden="true">{type.code}</p>
      </div>
      <h2 className="type-card__title">
        <span className="visually-hidden">{type.code}: </span>
        {type.title}
      </h2>
      <p className="type-card__summary">{type.summary}</p>
      <button type="button" className="link-button" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((o) => !o)}>
        {intl.formatMessage(open ? typesMessages.readLess : typesMessages.readMore, { code: type.code })}
      </button>
      <div id={panelId} hidden={!open} className="type-card__description">
        <Paragraphs text={type.description} headingLevel={3} />
      </div>
    </li>
  );
}
