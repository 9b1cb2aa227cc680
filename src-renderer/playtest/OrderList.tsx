/** Items the player puts in order with ↑ and ↓ (a sealed arrival plan or arrival order); `onChange` gets the new order. */
export function OrderList({ items, name, onChange, testId }: { items: readonly string[]; name: (item: string) => string; onChange: (next: string[]) => void; testId?: string }) {
  const move = (i: number, by: number) => {
    const next = [...items];
    const [item] = next.splice(i, 1);
    next.splice(i + by, 0, item);
    onChange(next);
  };
  return (
    <ol className="plan-order" data-testid={testId}>
      {items.map((item, i) => (
        <li key={item}>
          <span>{name(item)}</span>
          <button type="button" aria-label="Earlier" disabled={i === 0} onClick={() => move(i, -1)}>
            ↑
          </button>
          <button type="button" aria-label="Later" disabled={i === items.length - 1} onClick={() => move(i, 1)}>
            ↓
          </button>
        </li>
      ))}
    </ol>
  );
}
