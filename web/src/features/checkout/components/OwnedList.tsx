// What the buyer holds already among the offer's products: listed as 'already purchased', never offered again.
export function OwnedList({ title, tag, items }: { title: string; tag: string; items: ReadonlyArray<{ id: number; title: string }> }) {
  return (
    <section className="co-owned" aria-label={title}>
      <ul className="co-owned__list">
        {items.map((item) => (
          <li key={item.id} className="co-owned__item">
            <span>{item.title}</span> <span className="tag">{tag}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
