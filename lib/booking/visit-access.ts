import { sealAccessDetails, type AccessDetailsInput, type StoredAccessDetails } from "@/lib/account/access-details";
import { accessCodeKeyRing } from "@/lib/platform/security/access-code-key";
import type { SealingKeyRing } from "@/lib/platform/security/sealed-text";

/**
 * A visit's access details (docs/product.md, "Access details and keys"): what the customer gave
 * for it over what it had (a booking: the saved address's; an edit: the order's). Nothing given
 * keeps those as they are; given, the plain fields replace them, a typed code is sealed and
 * replaces its own, and a code not typed stays as it was sealed.
 */
export function visitAccessDetails(given: AccessDetailsInput | undefined, had: StoredAccessDetails | null, ring?: SealingKeyRing): StoredAccessDetails | null {
  if (given === undefined) return had;
  return sealAccessDetails(given, had, ring ?? accessCodeKeyRing());
}
