/** A list of short statements, each with a check mark (drawn by the stylesheet: `.check-list` in app/globals.css). */
export function CheckList({ items, className = "" }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={`check-list space-y-3 text-slate-700 ${className}`}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
