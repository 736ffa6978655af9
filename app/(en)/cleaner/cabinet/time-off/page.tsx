import type { Metadata } from "next";
import { CabinetPageTitle } from "@/components/cabinet/CabinetPageTitle";
import { ActionPanel } from "@/components/admin/actions/ActionFeedback";
import { TimeOffForm } from "@/components/cabinet/time-off/TimeOffForm";
import { WithdrawTimeOffButton } from "@/components/cabinet/time-off/WithdrawTimeOffButton";
import { cardClass } from "@/components/ui/styles";
import { daysCountLabel, OWN_TIME_OFF_STATUS, timeOffDaysLabel } from "@/lib/cabinet/time-off/time-off-labels";
import { ownTimeOffPageView } from "@/lib/cabinet/time-off/time-off-pages";
import { requireCabinetPage } from "@/lib/web/http/admin-access";

export const metadata: Metadata = { title: "Time off", robots: { index: false, follow: false } };

const STATUS_CLASS = {
  requested: "bg-amber-100 text-amber-900",
  approved: "bg-emerald-100 text-emerald-900",
  declined: "bg-red-100 text-red-800",
  withdrawn: "bg-slate-200 text-slate-700",
} as const;

/** The signed-in cleaner asks for days off and sees their own requests (docs/product.md, "Time off"): only ever their own. */
export default async function CleanerTimeOffPage() {
  const user = await requireCabinetPage();
  const { requests, earliest, latest } = await ownTimeOffPageView(user.id);
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      <CabinetPageTitle title="Time off" />
      <p className="mt-2 text-slate-600">Ask for whole days off, from tomorrow up to a year ahead. Once the office approves, customers cannot book you on those days. Visits already on your list stay until the office moves them.</p>
      <section aria-labelledby="ask-title" className={`${cardClass} mt-6`}>
        <h2 id="ask-title" className="text-xl font-semibold text-ink">
          Ask for days off
        </h2>
        <div className="mt-4">
          <TimeOffForm earliest={earliest} latest={latest} />
        </div>
      </section>
      <section aria-labelledby="requests-title" className="mt-8">
        <h2 id="requests-title" className="text-xl font-semibold text-ink">
          Your requests
        </h2>
        <ActionPanel className="mt-3">
          {requests.length === 0 ? (
            <p className="text-sm text-slate-600">No requests yet.</p>
          ) : (
            <ul className="space-y-3">
              {requests.map((request) => {
                const days = timeOffDaysLabel(request.firstDay, request.lastDay);
                return (
                  <li key={request.id} className={cardClass} data-testid="own-time-off">
                    <div className="flex flex-wrap items-start justify-between gap-3">
                      <div>
                        <p className="font-semibold text-ink">{days}</p>
                        <p className="text-sm text-slate-600">{daysCountLabel(request.days)}</p>
                      </div>
                      <span className={`rounded-full px-3 py-1 text-sm font-medium ${STATUS_CLASS[request.status]}`}>{OWN_TIME_OFF_STATUS[request.status]}</span>
                    </div>
                    {request.note ? <p className="mt-2 whitespace-pre-line text-sm text-slate-700">Your note: {request.note}</p> : null}
                    {request.decisionNote ? <p className="mt-2 whitespace-pre-line text-sm text-slate-700">From the office: {request.decisionNote}</p> : null}
                    {request.canWithdraw ? (
                      <div className="mt-3">
                        <WithdrawTimeOffButton id={request.id} days={days} approved={request.status === "approved"} />
                      </div>
                    ) : null}
                  </li>
                );
              })}
            </ul>
          )}
        </ActionPanel>
      </section>
    </div>
  );
}
