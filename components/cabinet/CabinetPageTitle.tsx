import Link from "next/link";
import { linkClass } from "@/components/ui/styles";

/** The way back to the day's jobs and the title, atop each cabinet page past the job list. */
export function CabinetPageTitle({ title }: { title: string }) {
  return (
    <>
      <p className="text-sm">
        <Link href="/cleaner/cabinet" className={linkClass}>
          ← My jobs
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-ink">{title}</h1>
    </>
  );
}
