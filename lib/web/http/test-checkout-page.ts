import "server-only";
import { notFound } from "next/navigation";
import { requireUser } from "@/lib/auth/session";
import { providerNamed } from "@/lib/payments/provider/provider";

type SearchParams = Record<string, string | string[] | undefined>;

/**
 * The opening of the test-mode provider's pages (the gift-card checkout and the card page): a
 * visitor goes to /login, and without the test provider, without `?ref=` or for a checkout that
 * is not the user's own, the page is not found. The loader is the page's view in the domain.
 */
export async function loadOwnTestCheckout<T>(searchParams: Promise<SearchParams>, load: (userId: string, ref: string) => Promise<T | null>): Promise<T> {
  const user = await requireUser();
  if (!providerNamed("test")) notFound();
  const { ref } = await searchParams;
  const checkout = typeof ref === "string" ? await load(user.id, ref) : null;
  if (!checkout) notFound();
  return checkout;
}
