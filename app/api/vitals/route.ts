import { addressFromHeaders } from "@/lib/kernel/client-address";
import { recordWebVitals } from "@/lib/site/web-vitals/record-vitals";
import { vitalsReportSchema } from "@/lib/site/web-vitals/vitals-schema";
import { route } from "@/lib/web/http/route";

/** A report of ten metrics is about 1 KB; twice the room, and nothing more is read. */
const MAX_REPORT_BYTES = 2 * 1024;

/**
 * POST /api/vitals: one page view's Core Web Vitals, sent by the browser as a beacon when the
 * page is hidden (docs/operations.md, "Real-user Core Web Vitals"). Public, but a write: only
 * from our own pages (the Origin), JSON of at most 2 KB, parsed strictly, and limited per client
 * address (429). It goes on during maintenance: the home, service and borough pages stay open
 * then (proxy.ts holds back only the booking, contact and account pages), and a report changes
 * nothing maintenance protects. Answered 204.
 */
export const POST = route(
  { access: "public", body: vitalsReportSchema, maxBodyBytes: MAX_REPORT_BYTES, writes: "exempt-from-maintenance" },
  async ({ request, body, database }) => {
    const recorded = await recordWebVitals(await database(), body, { address: addressFromHeaders(request.headers) });
    return recorded.ok ? new Response(null, { status: 204, headers: { "cache-control": "no-store" } }) : recorded;
  },
);
