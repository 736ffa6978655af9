import { z } from "zod";

/**
 * The company's Google review link as staff enter it (docs/product.md#review-requests). Only an
 * https link on Google's own hosts: the review request's redirect (/review/{token}) sends
 * customers there, so it must never become a way to send them anywhere else. Empty clears it,
 * which stops the requests.
 */

const GOOGLE_HOSTS = ["google.com", "g.page", "goo.gl"];

const isGoogleHost = (host: string) => GOOGLE_HOSTS.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));

const LINK_MESSAGE = "Paste the https link Google gives for writing a review (g.page, search.google.com or google.com/maps), or leave it empty.";

export const googleReviewUrlSchema = z
  .string({ error: LINK_MESSAGE })
  .trim()
  .max(500, "Keep the link under 500 characters.")
  .refine((value) => {
    if (value === "") return true;
    try {
      const url = new URL(value);
      return url.protocol === "https:" && isGoogleHost(url.hostname.toLowerCase());
    } catch {
      return false;
    }
  }, LINK_MESSAGE)
  .transform((value) => (value === "" ? null : value));

export const reviewLinkUpdateSchema = z.object({ googleReviewUrl: googleReviewUrlSchema });
