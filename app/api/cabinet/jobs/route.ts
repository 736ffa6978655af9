import { requireCabinetApi } from "@/lib/web/http/admin-access";
import { listCabinetJobs, type CabinetJobs } from "@/lib/cabinet/jobs";
import { ok } from "@/lib/web/http/answer";
import { route } from "@/lib/web/http/route";

/** The signed-in user's own jobs: today, upcoming and past. */
export const GET = route({ access: requireCabinetApi }, async ({ user, database }) => ok<CabinetJobs>(await listCabinetJobs(await database(), user.id)));
