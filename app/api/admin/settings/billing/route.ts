import { cardRequirementSchema, updateCardRequirement } from "@/lib/payments/admin-settings";
import type { CardRequirementAnswer } from "@/lib/payments/admin-settings-contract";
import { readCardRequirement } from "@/lib/payments/cards/requirement";
import { requireAdminApi } from "@/lib/web/http/admin-access";
import { ok } from "@/lib/web/http/answer";
import { route } from "@/lib/web/http/route";

export const GET = route({ access: requireAdminApi("payments.manage") }, async ({ database }) => ok({ cardRequirement: await readCardRequirement(await database()) }));

/** Who must save a card to book: { cardRequirement: "new_customers" | "everyone" | "nobody" } (audited). */
export const PUT = route({ access: requireAdminApi("payments.manage"), body: cardRequirementSchema }, async ({ user, body, database }) => {
  return ok<CardRequirementAnswer>({ cardRequirement: await updateCardRequirement(await database(), user.id, body) });
});
