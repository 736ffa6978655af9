// Signed-in or sign-in page: the site frame, with next-auth's session client for its forms.
export { SessionShellLayout as default } from "@/components/layout/SessionShell";
