// An accessible tablist (WAI-ARIA tabs, automatic activation): arrow keys, Home and End move focus and select; each
// panel is labelled by its tab. Inactive panels are hidden on screen only: the print stylesheet shows them all.
import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { nextTabIndex } from '../logic/tabs';

export interface TabSpec<Id extends string> {
  id: Id;
  label: string;
  panel: ReactNode;
}

interface Props<Id extends string> {
  idPrefix: string;
  label: string;
  tabs: readonly TabSpec<Id>[];
  selected: Id;
  onSelect: (id: Id) => void;
}

export const tabId = (prefix: string, id: string) => `${prefix}-tab-${id}`;
export const panelId = (prefix: string, id: string) => `${prefix}-panel-${id}`;

export function ReportTabs<Id extends string>({ idPrefix, label, tabs, selected, onSelect }: Props<Id>) {
  const buttons = useRef(new Map<Id, HTMLButtonElement>());
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next = nextTabIndex(event.key, index, tabs.length);
    const tab = next === null ? undefined : tabs[next];
    if (!tab) return;
    event.preventDefault();
    onSelect(tab.id);
    buttons.current.get(tab.id)?.focus();
  };
  return (
    <div className="report-tabs">
      <div role="tablist" aria-label={label} className="report-tabs__list">
        {tabs.map((tab, index) => {
          const active = tab.id === selected;
          return (
            <button
              key={tab.id}
              ref={(el) => {
                if (el) buttons.current.set(tab.id, el);
                else buttons.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={tabId(idPrefix, tab.id)}
              className="report-tabs__tab"
              aria-selected={active}
              aria-controls={panelId(idPrefix, tab.id)}
              tabIndex={active ? 0 : -1}
              onClick={() => onSelect(tab.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={panelId(idPrefix, tab.id)}
          aria-labelledby={tabId(idPrefix, tab.id)}
          className="report-tabs__panel"
          tabIndex={0}
          hidden={tab.id !== selected}
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
