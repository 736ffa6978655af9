import type { Metadata } from "next";
import Link from "next/link";
import { AdminPageHeader } from "@/components/admin/AdminPageHeader";
import { DayScheduleView } from "@/components/admin/schedule/DayScheduleView";
import { primaryButtonClass, secondaryButtonClass } from "@/components/ui/styles";
import { TextField } from "@/components/forms/TextField";
import { FormAlert } from "@/components/forms/FormAlert";
import { nyToday, shiftIsoDate } from "@/lib/kernel/time/new-york-days";
import { formatDate } from "@/lib/kernel/format/shorthand";
import { requireAdminPage } from "@/lib/web/http/admin-access";
import { schedulePageView } from "@/lib/admin/schedule/schedule-page";
import { firstValues, type RawSearchParams } from "@/lib/admin/search-params";
import { parseIsoDate } from "@/lib/kernel/time/calendar-date";

export const metadata: Metadata = { title: "Day schedule" };

export default async function AdminSchedulePage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  await requireAdminPage("operations.view");
  const asked = firstValues(await searchParams).date;
  const valid = asked !== undefined && parseIsoDate(asked) !== null;
  const date = valid ? asked : nyToday(new Date());
  const schedule = await schedulePageView(date);
  return (
    <>
      <AdminPageHeader
        title="Day schedule"
        description={`${formatDate(`${date}T17:00:00Z`)}: each team's jobs and how many teams are still free.`}
        actions={
          <>
            <Link href={`/admin/schedule?date=${shiftIsoDate(date, -1)}`} className={secondaryButtonClass}>
              ← Previous day
            </Link>
            <Link href={`/admin/schedule?date=${shiftIsoDate(date, 1)}`} className={secondaryButtonClass}>
              Next day →
            </Link>
          </>
        }
      />
      <form method="get" action="/admin/schedule" className="mb-6 flex flex-wrap items-end gap-2" aria-label="Choose a day">
        <TextField name="date" label="Day" type="date" defaultValue={date} />
        <button type="submit" className={primaryButtonClass}>
          Show
        </button>
      </form>
      {asked !== undefined && !valid ? (
        <div className="mb-4">
          <FormAlert kind="error">That date does not exist; showing today instead.</FormAlert>
        </div>
      ) : null}
      {schedule ? <DayScheduleView schedule={schedule} /> : null}
    </>
  );
}
