import { circle, iconComponent, rect, type IconDrawing } from "@/components/site/icon-svg";

/** Which picture a Role Updated notice shows: its payload may say how far the change went. */
export type RoleChangePhase = "updating" | "redirecting" | "success" | "changed";

export function roleChangePhase(data: Readonly<Record<string, unknown>>): RoleChangePhase {
  if (data.updating === true) return "updating";
  if (data.redirecting === true) return "redirecting";
  if (data.success === true) return "success";
  return "changed";
}

const PATHS = {
  lock: [rect(5, 11, 14, 10, 2), "M8 11V7a4 4 0 0 1 8 0v4"],
  unlock: [rect(5, 11, 14, 10, 2), "M8 11V7a4 4 0 0 1 7.75-1.4"],
  badge: [circle(12, 8, 4), "M4 21a8 8 0 0 1 16 0"],
  check: "M5 12.5l4.5 4.5L19 7.5",
  arrow: "M5 12h14m-6-6 6 6-6 6",
  spinner: "M12 3a9 9 0 1 0 9 9",
  logout: ["M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3", "M10 17l-5-5 5-5M5 12h11"],
  bell: ["M6 16V11a6 6 0 0 1 12 0v5l1.5 2h-15L6 16Z", "M10 21h4"],
} satisfies Record<string, IconDrawing>;

const NoticeIcon = iconComponent(PATHS);

const ROLE_ICONS: Record<RoleChangePhase, { path: keyof typeof PATHS; spin?: boolean }> = {
  updating: { path: "spinner", spin: true },
  redirecting: { path: "arrow" },
  success: { path: "check" },
  changed: { path: "badge" },
};

function iconFor(type: string, data: Readonly<Record<string, unknown>>): { path: keyof typeof PATHS; tone: string; spin?: boolean } {
  switch (type) {
    case "blocked":
      return { path: "lock", tone: "bg-red-100 text-red-700" };
    case "unblocked":
      return { path: "unlock", tone: "bg-emerald-100 text-emerald-700" };
    case "roleChanged":
      return { ...ROLE_ICONS[roleChangePhase(data)], tone: "bg-sky-100 text-sky-700" };
    case "forceLogout":
      return { path: "logout", tone: "bg-amber-100 text-amber-700" };
    default:
      return { path: "bell", tone: "bg-slate-100 text-slate-700" };
  }
}

/** The round icon at the top of the notification modal; decorative (the title says it all). */
export function NotificationIcon({ type, data }: { type: string; data: Readonly<Record<string, unknown>> }) {
  const icon = iconFor(type, data);
  return (
    <span data-icon={icon.path} className={`inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-full ${icon.tone}`}>
      <NoticeIcon name={icon.path} className={`h-6 w-6 ${icon.spin ? "animate-spin motion-reduce:animate-none" : ""}`} strokeWidth={2} />
    </span>
  );
}
