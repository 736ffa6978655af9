import { z } from "zod";

/** Paging of every staff list: offset pages over an indexed order, with the total for the filters. */

export const MAX_PAGE_SIZE = 100;

export const blankToUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

export const pageSchema = z.preprocess(blankToUndefined, z.coerce.number({ error: "Enter a page number." }).int().min(1, "Pages start at 1.").max(100_000).default(1));

export const pageSizeSchema = (fallback: number) =>
  z.preprocess(
    blankToUndefined,
    z.coerce.number({ error: "Enter a page size." }).int().min(1, "Show at least 1 per page.").max(MAX_PAGE_SIZE, `Show at most ${MAX_PAGE_SIZE} per page.`).default(fallback),
  );

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** The clamped page and size, and the rows to skip. */
export function pageWindow(page: number, pageSize: number): { page: number; pageSize: number; offset: number } {
  const size = Math.min(Math.max(Math.trunc(pageSize), 1), MAX_PAGE_SIZE);
  const number = Math.max(Math.trunc(page), 1);
  return { page: number, pageSize: size, offset: (number - 1) * size };
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(pageSize, 1)));
}

/** Makes a search text literal inside LIKE: `%`, `_` and the escape character itself. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
