import { cancelSeriesAsCustomer, SERIES_NOT_FOUND_MESSAGE } from "@/lib/booking/series/cancel-series";
import { activeUser } from "@/lib/web/http/access";
import { ok } from "@/lib/web/http/answer";
import { uuidIdParams } from "@/lib/web/http/params";
import { route } from "@/lib/web/http/route";
import type { SeriesCancelAnswer } from "@/lib/booking/series/series-contract";

/** The customer ends a recurring booking: future visits more than 24 h away are cancelled. */
export const POST = route({ access: activeUser, params: uuidIdParams, notFound: SERIES_NOT_FOUND_MESSAGE }, async ({ user, params, database }) => {
  const result = await cancelSeriesAsCustomer(await database(), user.id, params.id);
  return result.ok ? ok<SeriesCancelAnswer>(result) : result;
});
