// The site frame without next-auth's client: the sign-in forms load its signIn() only when sent
// (lib/auth/sign-in-client.ts), so the page loads less script (docs/operations.md, "Page weight").
export { PublicShellLayout as default } from "@/components/layout/PublicShell";
