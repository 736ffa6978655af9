import type { ReactNode } from "react";

/** A card in a grid of steps or promises: a badge (a step's number or an icon), a title and its text. */
export function BadgeCard({
  className = "rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200",
  badgeClassName,
  badge,
  card: { title, text },
}: {
  className?: string;
  badgeClassName: string;
  badge: ReactNode;
  card: { title: string; text: string };
}) {
  return (
    <li className={className}>
      <span className={badgeClassName}>{badge}</span>
      <h3 className="mt-4 text-lg font-semibold text-ink">{title}</h3>
      <p className="mt-2 text-slate-700">{text}</p>
    </li>
  );
}
