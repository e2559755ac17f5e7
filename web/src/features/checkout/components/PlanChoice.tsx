// The plan choice of the offer page: one radio per SKU, each with its price and the honest lines under it.
export interface PlanOption {
  id: number;
  title: string;
  badge?: string;
  /** The main price line, e.g. "Free for 3 days, then $19.99 per week". */
  price: string;
  /** Equivalents and savings, e.g. "about $86.62 per month". */
  notes: string[];
}

interface Props {
  legend: string;
  options: readonly PlanOption[];
  selected: number | null;
  onSelect: (id: number) => void;
}

export function PlanChoice({ legend, options, selected, onSelect }: Props) {
  return (
    <fieldset className="co-plans">
      <legend className="co-plans__legend">{legend}</legend>
      {options.map((option) => {
        const id = `co-plan-${option.id}`;
        return (
          <div key={option.id} className={`co-plan${selected === option.id ? ' co-plan--on' : ''}`}>
            <input type="radio" id={id} name="plan" value={option.id} className="co-plan__input" checked={selected === option.id}
              onChange={() => onSelect(option.id)} aria-describedby={`${id}-price`} />
            <label htmlFor={id} className="co-plan__label">
              <span className="co-plan__title">{option.title}</span>
              {option.badge && <span className="tag co-plan__badge">{option.badge}</span>}
            </label>
            <div id={`${id}-price`} className="co-plan__price">
              <p className="co-plan__main">{option.price}</p>
              {option.notes.map((note) => <p key={note} className="co-plan__note">{note}</p>)}
            </div>
          </div>
        );
      })}
    </fieldset>
  );
}
