import { z } from "zod";

/**
 * A tip as the customer chooses it (docs/payments.md#tips): 15, 20 or 25 % of the visit's
 * total, or an amount of their own in whole cents. Shared by the tip form and the endpoint.
 */

export const TIP_PERCENTS = [15, 20, 25] as const;

export const tipChoiceSchema = z.discriminatedUnion(
  "kind",
  [
    z.object({
      kind: z.literal("percent"),
      percent: z.union(TIP_PERCENTS.map((percent) => z.literal(percent)), { error: "Choose 15, 20 or 25 percent." }),
    }),
    z.object({
      kind: z.literal("amount"),
      amountCents: z
        .number({ error: "Enter the tip in dollars, like 30 or 30.50." })
        .int("Enter the tip in dollars and cents, like 30.50.")
        .positive("A tip has to be more than $0."),
    }),
  ],
  { error: "Choose a percentage or enter an amount." },
);
export type TipChoice = z.output<typeof tipChoiceSchema>;

/** "30", "30.5" or "$30.50" as cents; null for anything else (letters, three decimals, negatives). */
export function dollarsToCents(text: string): number | null {
  const match = /^\$?\s*(\d{1,6})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}
