// Public page: the site header, footer and widgets around it.
export { PublicShellLayout as default } from "@/components/layout/PublicShell";
