import type { Metadata } from "next";
import { AdminPageHeader } from "@/components/admin/AdminPageHeader";
import { DispatchBoard } from "@/components/admin/schedule/DispatchBoard";
import { primaryButtonClass, secondaryButtonClass } from "@/components/ui/styles";
import { TextField } from "@/components/forms/TextField";
import { SelectField } from "@/components/forms/SelectField";
import { FormAlert } from "@/components/forms/FormAlert";
import { shiftIsoDate } from "@/lib/kernel/time/new-york-days";
import { formatDate } from "@/lib/kernel/format/shorthand";
import { requireAdminPage } from "@/lib/web/http/admin-access";
import { schedulePageView } from "@/lib/admin/schedule/schedule-page";
import { boardQuerySchema } from "@/lib/admin/schedule/board-layout";
import { firstValues, type RawSearchParams } from "@/lib/admin/search-params";
import { IntentLink } from "@/components/site/IntentLink";

export const metadata: Metadata = { title: "Dispatch board" };

export default async function AdminSchedulePage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  await requireAdminPage("operations.view");
  const raw = firstValues(await searchParams);
  const query = boardQuerySchema.parse(raw);
  const board = await schedulePageView(query);
  const step = board.view === "week" ? 7 : 1;
  const unit = board.view === "week" ? "week" : "day";
  const link = (date: string, view = board.view) => `/admin/schedule?date=${date}&view=${view}`;
  const first = board.dates[0] ?? board.date;
  const last = board.dates[board.dates.length - 1] ?? board.date;
  const span = board.view === "week" ? `${formatDate(`${first}T17:00:00Z`)} to ${formatDate(`${last}T17:00:00Z`)}` : formatDate(`${board.date}T17:00:00Z`);
  return (
    <>
      <AdminPageHeader
        title="Dispatch board"
        description={`${span}, New York time. Drag a visit onto a cleaner, or use its "Assign to…" menu.`}
        actions={
          <>
            <IntentLink href={link(shiftIsoDate(board.date, -step))} className={secondaryButtonClass}>
              ← Previous {unit}
            </IntentLink>
            <IntentLink href={link(shiftIsoDate(board.date, step))} className={secondaryButtonClass}>
              Next {unit} →
            </IntentLink>
            <IntentLink href={link(board.date, board.view === "week" ? "day" : "week")} className={secondaryButtonClass}>
              {board.view === "week" ? "Day view" : "Week view"}
            </IntentLink>
          </>
        }
      />
      <form method="get" action="/admin/schedule" className="mb-4 flex flex-wrap items-end gap-2" aria-label="Choose a day">
        <TextField name="date" label="Day" type="date" defaultValue={board.date} />
        <SelectField
          name="view"
          label="Show"
          defaultValue={board.view}
          options={[
            { value: "day", label: "One day" },
            { value: "week", label: "Its week" },
          ]}
        />
        <button type="submit" className={primaryButtonClass}>
          Show
        </button>
      </form>
      {raw.date !== undefined && query.date === undefined ? (
        <div className="mb-4">
          <FormAlert kind="error">That date does not exist; showing today instead.</FormAlert>
        </div>
      ) : null}
      <DispatchBoard board={board} />
    </>
  );
}
