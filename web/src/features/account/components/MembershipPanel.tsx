// The personal centre's membership panel: a member gets the way into the member centre and each member area; anyone
// else reads what membership gives and the way to the plans.
import { Link } from 'react-router';

export type MembershipPanelProps =
  | { member: true; title: string; status: string; areasLabel: string; links: ReadonlyArray<{ label: string; to: string }> }
  | { member: false; title: string; benefits: readonly string[]; action: { label: string; to: string } };

export function MembershipPanel(props: MembershipPanelProps) {
  return (
    <section className="acc-membership" aria-labelledby="acc-membership-title" data-testid="centre-membership">
      <h2 id="acc-membership-title">{props.title}</h2>
      {props.member ? (
        <>
          <p>{props.status}</p>
          <nav aria-label={props.areasLabel}>
            <ul className="button-row acc-membership__links">
              {props.links.map((link, index) => (
                <li key={link.to}>
                  <Link className={`button button--small ${index === 0 ? 'button--primary' : 'button--secondary'}`} to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        </>
      ) : (
        <>
          <ul className="acc-membership__benefits">
            {props.benefits.map((benefit) => <li key={benefit}>{benefit}</li>)}
          </ul>
          <Link className="button button--primary button--small" to={props.action.to}>{props.action.label}</Link>
        </>
      )}
    </section>
  );
}
