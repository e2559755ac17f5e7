// What a member area shows to a member who does not hold it: why, and the way to the store.
import { Link } from 'react-router';

export function LockedArea({ title, text, action, to }: { title: string; text: string; action: string; to: string }) {
  return (
    <section className="mem-locked" aria-labelledby="mem-locked-title">
      <h2 id="mem-locked-title">{title}</h2>
      <p>{text}</p>
      <Link className="button button--primary" to={to}>{action}</Link>
    </section>
  );
}
