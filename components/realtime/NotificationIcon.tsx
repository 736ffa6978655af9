import type { ReactNode } from "react";
import { IconSvg } from "@/components/site/icon-svg";

/** Which picture a Role Updated notice shows: its payload may say how far the change went. */
export type RoleChangePhase = "updating" | "redirecting" | "success" | "changed";

export function roleChangePhase(data: Readonly<Record<string, unknown>>): RoleChangePhase {
  if (data.updating === true) return "updating";
  if (data.redirecting === true) return "redirecting";
  if (data.success === true) return "success";
  return "changed";
}

function Svg({ children, className = "" }: { children: ReactNode; className?: string }) {
  return (
    <IconSvg className={`h-6 w-6 ${className}`} strokeWidth={2}>
      {children}
    </IconSvg>
  );
}

const PATHS = {
  lock: (
    <>
      <rect x="5" y="11" width="14" height="10" rx="2" />
      <path d="M8 11V7a4 4 0 0 1 8 0v4" />
    </>
  ),
  unlock: (
    <>
      <rect x="5" y="11" width="14" height="10" rx="2" />
      <path d="M8 11V7a4 4 0 0 1 7.75-1.4" />
    </>
  ),
  badge: (
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" />
    </>
  ),
  check: <path d="M5 12.5l4.5 4.5L19 7.5" />,
  arrow: <path d="M5 12h14m-6-6 6 6-6 6" />,
  spinner: <path d="M12 3a9 9 0 1 0 9 9" />,
  logout: (
    <>
      <path d="M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3" />
      <path d="M10 17l-5-5 5-5M5 12h11" />
    </>
  ),
  bell: (
    <>
      <path d="M6 16V11a6 6 0 0 1 12 0v5l1.5 2h-15L6 16Z" />
      <path d="M10 21h4" />
    </>
  ),
} as const;

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
      <Svg className={icon.spin ? "animate-spin motion-reduce:animate-none" : ""}>{PATHS[icon.path]}</Svg>
    </span>
  );
}
