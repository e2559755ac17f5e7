// Disclosure list: each heading holds a button with aria-expanded that shows or hides its panel.
import { useId, useState, type ReactNode } from 'react';

export interface AccordionItem {
  key: string;
  title: string;
  content: ReactNode;
}

interface Props {
  items: readonly AccordionItem[];
  /** Heading level of the item titles, to fit the page outline. */
  level?: 2 | 3 | 4;
  /** Keys open at first. */
  initiallyOpen?: readonly string[];
}

export function Accordion({ items, level = 3, initiallyOpen = [] }: Props) {
  const baseId = useId();
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(initiallyOpen));
  const Heading = `h${level}` as const;
  const toggle = (key: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });

  return (
    <div className="accordion">
      {items.map((item) => {
        const expanded = open.has(item.key);
        const panelId = `${baseId}-${item.key}`;
        return (
          <div className={expanded ? 'accordion__item is-open' : 'accordion__item'} key={item.key}>
            <Heading className="accordion__heading">
              <button type="button" className="accordion__button" aria-expanded={expanded} aria-controls={panelId} onClick={() => toggle(item.key)}>
                <span>{item.title}</span>
                <svg className="accordion__icon" viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
                  <path d="M5 8l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
                </svg>
              </button>
            </Heading>
            <div className="accordion__panel" id={panelId} hidden={!expanded}>
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
