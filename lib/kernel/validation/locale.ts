import { z } from "zod";
import { LOCALES } from "@/lib/kernel/enums/locales";

/** A language as a request sends it: "en" or "es" (docs/product.md, "Languages"). */
export const localeSchema = z.enum(LOCALES, { error: "Choose English or Spanish." });
