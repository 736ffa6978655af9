import { can, type Ability } from "@/lib/kernel/enums/abilities";
import type { Role } from "@/lib/kernel/enums/roles";
import { localeHref, splitLocale } from "@/lib/kernel/i18n/paths";
import { loginUrlFor, sanitizeReturnUrl } from "./return-url";

/** What a route requires, from the route table of docs/product.md#pages-and-who-may-open-them. */
export interface RouteRule {
  loggedOutOnly?: boolean;
  loginRequired?: boolean;
  /** The ability a viewer needs, from the one table (lib/kernel/enums/abilities.ts). */
  ability?: Ability;
  maintenanceCheck?: boolean;
  /**
   * An open page that still renders per request, because it reads the request itself (a link's
   * token, a return URL, the live maintenance flag): it can carry a per-request CSP nonce.
   */
  perRequest?: boolean;
}

const ACCOUNT = { loginRequired: true, maintenanceCheck: true } as const;

/** Exact paths, then prefixes; anything unlisted is open. */
const EXACT: Record<string, RouteRule> = {
  "/booking": { maintenanceCheck: true },
  "/contact": { maintenanceCheck: true },
  "/poll-success": { maintenanceCheck: true },
  "/maintenance": { perRequest: true },
  "/auth/verify-email": { perRequest: true },
  "/auth/verify-email-notice": { perRequest: true },
  "/auth/confirm-email": { perRequest: true },
  "/login": { loggedOutOnly: true },
  "/auth/forgot-password": { loggedOutOnly: true, maintenanceCheck: true },
  "/auth/reset-password": { loggedOutOnly: true, maintenanceCheck: true },
  "/profile": ACCOUNT,
  "/change-password": ACCOUNT,
  "/change-email": ACCOUNT,
  "/booking-confirmation": ACCOUNT,
  "/gift-cards": ACCOUNT,
  "/gift-cards/test-checkout": ACCOUNT,
  "/gift-card-confirmation": ACCOUNT,
};

const PREFIXES: Array<[string, RouteRule]> = [
  ["/profile/", ACCOUNT],
  ["/order/", ACCOUNT],
  // Paying and saving cards go on during maintenance: a customer mid-checkout must finish.
  ["/pay/", { loginRequired: true }],
  ["/payments/", { loginRequired: true }],
  ["/admin", { loginRequired: true, ability: "adminPanel.open" }],
  ["/cleaner/cabinet", { loginRequired: true, ability: "cleanerCabinet.open" }],
  ["/poll/", { perRequest: true }],
];

/** The rule of a path; a Spanish page ("/es/booking") has its English twin's (docs/architecture.md, "Languages"). */
export function ruleFor(pathname: string): RouteRule {
  const { path } = splitLocale(pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname);
  const exact = EXACT[path];
  if (exact) return exact;
  for (const [prefix, rule] of PREFIXES) {
    if (path === prefix || path.startsWith(prefix.endsWith("/") ? prefix : `${prefix}/`)) return rule;
  }
  return {};
}

/**
 * Whether the page behind a rule is rendered per request. Pages that turn visitors away by
 * identity (logged-out-only, login required, a role) re-check the session on the server, and
 * the open pages marked `perRequest` read the request; both make Next render them per request,
 * so their HTML can carry a per-request CSP nonce. Every other page may be prerendered at build
 * time, where no nonce can reach it.
 */
export function rendersPerRequest(rule: RouteRule): boolean {
  return Boolean(rule.loggedOutOnly || rule.loginRequired || rule.ability || rule.perRequest);
}

export interface Viewer {
  role: Role;
}

/** Maintenance mode: on, off, or unknown because reading the flag failed (then let people in). */
export type MaintenanceState = boolean | "unknown";

/**
 * "forbidden": a signed-in user whose role may not see the page. The proxy lets the request
 * through so the page's own guard (requireAdminPage or requireCabinetPage, which check the role in
 * the database rather than the cookie) answers the 403 page; both decide the same way.
 */
export type AccessDecision = { kind: "allow" } | { kind: "forbidden" } | { kind: "redirect"; to: string };

/**
 * Decides one request against the route table: logged-out-only pages send a signed-in user
 * home, protected pages send a visitor to /login with the attempted URL, a signed-in user
 * without the role is forbidden (403), and maintenance mode holds back all but staff and cleaners.
 * A Spanish page sends people to the Spanish home, login and maintenance pages where they exist.
 */
export function decideAccess(
  request: { pathname: string; search: string },
  viewer: Viewer | null,
  maintenance: MaintenanceState,
): AccessDecision {
  const rule = ruleFor(request.pathname);
  const { locale } = splitLocale(request.pathname);
  const redirect = (to: string): AccessDecision => ({ kind: "redirect", to: localeHref(locale, to) });
  const attempted = `${request.pathname}${request.search}`;
  if (rule.loggedOutOnly && viewer) return redirect("/");
  if (rule.loginRequired && !viewer) return redirect(loginUrlFor(attempted));
  if (rule.ability && !can(viewer?.role, rule.ability)) return viewer ? { kind: "forbidden" } : redirect(loginUrlFor(attempted));
  if (rule.maintenanceCheck && maintenance === true && !can(viewer?.role, "maintenance.bypass")) return redirect(maintenanceUrlFor(attempted));
  return { kind: "allow" };
}

/** The maintenance page address that sends the visitor back to `target` once maintenance ends. */
export function maintenanceUrlFor(target: string): string {
  const safe = sanitizeReturnUrl(target);
  return safe === "/" ? "/maintenance" : `/maintenance?returnUrl=${encodeURIComponent(safe)}`;
}
