type Borough = "Manhattan" | "Brooklyn" | "Queens";

/**
 * A stylised map of the three boroughs we serve, drawn for this site (not to scale). One
 * borough can be highlighted; without `highlight` all three are.
 */
/** Label positions; Manhattan's sits beside the island, which is too narrow to hold it. */
const SHAPES: { borough: Borough; d: string; label: { x: number; y: number; rotate?: number; outside?: boolean } }[] = [
  {
    borough: "Manhattan",
    d: "M136 332 148 300 163 250 183 190 203 130 223 80 240 44 252 50 246 80 233 130 216 190 198 250 178 305 158 336Z",
    label: { x: 152, y: 192, rotate: -70, outside: true },
  },
  {
    borough: "Brooklyn",
    d: "M178 322 205 305 232 297 268 282 300 290 318 320 336 352 360 372 330 388 280 396 226 398 184 392 162 372 166 344Z",
    label: { x: 262, y: 352 },
  },
  {
    borough: "Queens",
    d: "M232 297 238 265 252 230 262 196 285 168 320 152 360 160 388 190 396 240 392 300 384 350 360 372 336 352 318 320 300 290 268 282Z",
    label: { x: 326, y: 240 },
  },
];

export function BoroughMap({ highlight, className, title }: { highlight?: Borough; className?: string; title: string }) {
  return (
    <svg viewBox="110 20 310 400" role="img" aria-label={title} className={className}>
      <rect x="110" y="20" width="310" height="400" rx="28" fill="#f0fdfa" />
      {/* The rivers: a few calm wave lines between the islands. */}
      <path d="M128 380c10-6 20 6 30 0M120 120c10-6 20 6 30 0M260 120c10-6 20 6 30 0M380 400c10-6 20 6 30 0" stroke="#99f6e4" strokeWidth="3" fill="none" strokeLinecap="round" />
      {SHAPES.map((shape) => {
        const on = !highlight || highlight === shape.borough;
        const { x, y, rotate, outside } = shape.label;
        return (
          <g key={shape.borough}>
            <path d={shape.d} fill={on ? "#0d9488" : "#ccfbf1"} stroke="#ffffff" strokeWidth="4" strokeLinejoin="round" />
            <text
              x={x}
              y={y}
              transform={rotate ? `rotate(${rotate} ${x} ${y})` : undefined}
              textAnchor="middle"
              fontSize="17"
              fontWeight="700"
              fill={on && !outside ? "#ffffff" : "#115e59"}
            >
              {shape.borough}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
