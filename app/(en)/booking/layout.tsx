// The site frame without next-auth's client: the form reads the session from the site-wide store
// (lib/auth/site-session.ts), so the page loads less script (docs/operations.md, "Page weight").
export { PublicShellLayout as default } from "@/components/layout/PublicShell";
