import "server-only";
import { notFound } from "next/navigation";
import type { SessionUser } from "@/lib/auth/users";
import { getDb, type Database } from "@/lib/platform/db";
import type { AdminAbility } from "../../admin/permissions";
import { requireAdminPage } from "./admin-access";

export interface AdminDetail<T> {
  viewer: SessionUser;
  item: T;
}

/**
 * The opening of every admin detail page: the guard first, then the item the path names, and
 * the not-found page when there is none (a malformed id included: the loader answers null).
 * The loader is the page's use case in the domain (`adminOrderPageView`…): it gets the database,
 * the page gets only its answer (docs/architecture.md, "Pages and handlers are thin").
 */
export async function loadAdminDetail<T>(
  ability: AdminAbility,
  params: Promise<{ id: string }>,
  load: (db: Database, id: string, viewer: SessionUser) => Promise<T | null | undefined>,
): Promise<AdminDetail<T>> {
  const viewer = await requireAdminPage(ability);
  const db = await getDb();
  const item = await load(db, (await params).id, viewer);
  if (item === null || item === undefined) notFound();
  return { viewer, item };
}
