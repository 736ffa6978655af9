import type { KeyboardCoordinateGetter } from "@dnd-kit/core";

/**
 * The board's keyboard moves: with a visit picked up, the up and down arrows carry it to the
 * centre of the cleaner row above or below, one row a press (dnd-kit's default steps 25 px,
 * which would take several presses per row and land between rows). Other keys do nothing.
 */
export const rowByRow: KeyboardCoordinateGetter = (event, { context, currentCoordinates }) => {
  const { collisionRect, droppableRects } = context;
  if (!collisionRect || (event.code !== "ArrowDown" && event.code !== "ArrowUp")) return undefined;
  event.preventDefault();
  const centre = collisionRect.top + collisionRect.height / 2;
  const centres = [...droppableRects.values()].map((rect) => rect.top + rect.height / 2).sort((a, b) => a - b);
  const target = event.code === "ArrowDown" ? centres.find((y) => y > centre + 1) : [...centres].reverse().find((y) => y < centre - 1);
  if (target === undefined) return undefined;
  return { x: currentCoordinates.x, y: currentCoordinates.y + (target - centre) };
};
