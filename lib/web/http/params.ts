import { z } from "zod";

/** A path `[id]` that must be a UUID; anything else is answered like an unknown id (404). */
export const uuidIdParams = z.object({ id: z.guid() });

/** A path `[id]` that must be a positive whole number (special offers). */
export const intIdParams = z.object({ id: z.string().regex(/^[1-9]\d{0,8}$/).transform(Number) });
