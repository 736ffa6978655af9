/** A point in viewport coordinates (a pointer event's clientX and clientY). */
export interface Point {
  x: number;
  y: number;
}

/** The part of a DOMRect the aim test reads. */
export interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/**
 * How far above the last point inside the menu the aim triangle starts: a hand never moves in a
 * straight line, and a pointer that wobbles sideways as it sets off is still heading down.
 */
export const AIM_SLACK_PX = 12;

const cross = (o: Point, a: Point, b: Point) => (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);

function insideTriangle(p: Point, a: Point, b: Point, c: Point): boolean {
  const d1 = cross(a, b, p);
  const d2 = cross(b, c, p);
  const d3 = cross(c, a, p);
  const hasNegative = d1 < 0 || d2 < 0 || d3 < 0;
  const hasPositive = d1 > 0 || d2 > 0 || d3 > 0;
  return !(hasNegative && hasPositive);
}

const insideBox = (p: Point, box: Box) => p.x >= box.left && p.x <= box.right && p.y >= box.top && p.y <= box.bottom;

/**
 * Whether a pointer that left the menu's trigger at `from` is on its way into `panel`, which hangs
 * below it: inside the triangle from just above `from` to the panel's top corners, or already over
 * the panel. Geometry rather than a timer decides, so a slow hand or a busy machine keeps the menu.
 */
export function isHeadingInto(pointer: Point, from: Point, panel: Box): boolean {
  if (insideBox(pointer, panel)) return true;
  const apex = { x: from.x, y: from.y - AIM_SLACK_PX };
  return insideTriangle(pointer, apex, { x: panel.left, y: panel.top }, { x: panel.right, y: panel.top });
}
