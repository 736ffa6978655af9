/**
 * The frame of every site icon: a 24-unit grid drawn with round strokes. Decorative: every use
 * sits next to a text label, so it is hidden from assistive technology.
 */
export interface IconFrame {
  className?: string;
  strokeWidth?: number;
}

/** One stroke of an icon: a path's data, or a circle or a rounded rectangle. */
type IconPart = string | { circle: readonly [cx: number, cy: number, r: number] } | { rect: readonly [x: number, y: number, width: number, height: number, rx: number] };

/** What an icon draws: one path's data, or its strokes in order. */
export type IconDrawing = IconPart | readonly IconPart[];

export const circle = (cx: number, cy: number, r: number): IconPart => ({ circle: [cx, cy, r] });
export const rect = (x: number, y: number, width: number, height: number, rx: number): IconPart => ({ rect: [x, y, width, height, rx] });

function Part({ part }: { part: IconPart }) {
  if (typeof part === "string") return <path d={part} />;
  if ("circle" in part) {
    const [cx, cy, r] = part.circle;
    return <circle cx={cx} cy={cy} r={r} />;
  }
  const [x, y, width, height, rx] = part.rect;
  return <rect x={x} y={y} width={width} height={height} rx={rx} />;
}

const isParts = (drawing: IconDrawing): drawing is readonly IconPart[] => Array.isArray(drawing);

function IconSvg({ className = "h-6 w-6", strokeWidth = 1.8, drawing }: IconFrame & { drawing: IconDrawing }) {
  const parts = isParts(drawing) ? drawing : [drawing];
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      {parts.map((part, index) => (
        <Part key={index} part={part} />
      ))}
    </svg>
  );
}

/** The icon component of a set of drawings: `<Icon name="…" />` draws the named one in the frame. */
export function iconComponent<Name extends string>(drawings: Record<Name, IconDrawing>) {
  return function IconOfSet({ name, ...frame }: { name: Name } & IconFrame) {
    return <IconSvg {...frame} drawing={drawings[name]} />;
  };
}
