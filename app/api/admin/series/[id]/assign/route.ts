import { requireAdminApi } from "@/lib/web/http/admin-access";
import { assignSeriesAsStaff, SERIES_NOT_FOUND_MESSAGE, seriesAssignBodySchema } from "@/lib/admin/orders/series-assignment";
import type { SeriesAssignment } from "@/lib/admin/orders/series-assignment";
import { answerResult } from "@/lib/web/http/answer";
import { uuidIdParams } from "@/lib/web/http/params";
import { route } from "@/lib/web/http/route";

/** Gives every visit still to come of a recurring booking one cleaner: { cleanerId }; answers what was assigned and refused. */
export const POST = route(
  { access: requireAdminApi("orders.manage"), params: uuidIdParams, notFound: SERIES_NOT_FOUND_MESSAGE, body: seriesAssignBodySchema },
  async ({ user, params, body, database }) => answerResult<SeriesAssignment>(await assignSeriesAsStaff(await database(), user, params.id, body)),
);
