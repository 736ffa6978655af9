import { cardRequirementSchema, updateCardRequirement } from "@/lib/payments/admin-settings";
import { readCardRequirement } from "@/lib/payments/cards/requirement";
import { requireAdminApi } from "@/lib/web/http/admin-access";
import { getDb } from "@/lib/platform/db";
import { ok } from "@/lib/web/http/answer";
import { route } from "@/lib/web/http/route";

export const GET = route({ access: requireAdminApi("payments.manage") }, async () => ok({ cardRequirement: await readCardRequirement(await getDb()) }));

/** Who must save a card to book: { cardRequirement: "new_customers" | "everyone" | "nobody" } (audited). */
export const PUT = route({ access: requireAdminApi("payments.manage"), body: cardRequirementSchema }, async ({ user, body }) => {
  const db = await getDb();
  await updateCardRequirement(db, user.id, body);
  return ok({ cardRequirement: await readCardRequirement(db) });
});
