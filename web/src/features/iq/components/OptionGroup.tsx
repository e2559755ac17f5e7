// The eight answer options as a native radio group: arrow keys move between options, digits 1-8 choose one, Enter
// confirms (the form's submit). Options are images of the server's SVG; nothing marks the right one.
import { useLayoutEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { iqMessages as m } from '../messages';
import { svgSource } from './svg-source';

/** The option position a key chooses: '1'..'8' pick options 1-8 (positions 0-7); any other key none. */
export function digitChoice(key: string, count: number): number | null {
  if (!/^[1-9]$/.test(key)) return null;
  const digit = Number(key);
  return digit <= count ? digit - 1 : null;
}

interface Props {
  readonly name: string;
  readonly options: readonly string[];
  readonly selected: number | null;
  readonly onSelect: (position: number) => void;
  readonly disabled?: boolean;
  /** Practice feedback: the right option's position, outlined with a text label (never by colour alone). */
  readonly correctPosition?: number | null;
}

export function OptionGroup({ name, options, selected, onSelect, disabled = false, correctPosition = null }: Props) {
  const intl = useIntl();
  const inputs = useRef<Array<HTMLInputElement | null>>([]);
  // Subscribed in a layout effect, in the same task as the render: with a passive one, a digit pressed before the next
  // paint went to the item shown before (as the questionnaire's Backspace-then-digit race did).
  useLayoutEffect(() => {
    if (disabled) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      const target = event.target as HTMLElement | null;
      if (target && (target.tagName === 'TEXTAREA' || (target.tagName === 'INPUT' && (target as HTMLInputElement).type === 'text'))) return;
      const position = digitChoice(event.key, options.length);
      if (position !== null) {
        event.preventDefault();
        onSelect(position);
        inputs.current[position]?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [disabled, onSelect, options.length]);

  return (
    <fieldset className="iq-options" disabled={disabled}>
      <legend className="iq-options__legend">{intl.formatMessage(m.optionsLegend)}</legend>
      <div className="iq-options__grid">
        {options.map((svg, position) => {
          const label = intl.formatMessage(m.optionLabel, { number: position + 1 });
          const isRight = correctPosition === position;
          return (
            <label key={position} className={`iq-option${selected === position ? ' iq-option--selected' : ''}${isRight ? ' iq-option--right' : ''}`}>
              <input
                ref={(element) => { inputs.current[position] = element; }}
                className="iq-option__input"
                type="radio"
                name={name}
                value={position}
                checked={selected === position}
                onChange={() => onSelect(position)}
              />
              <img className="iq-option__figure" src={svgSource(svg)} alt="" width={100} height={100} />
              <span className="iq-option__number">{label}{isRight ? ' ✓' : ''}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
