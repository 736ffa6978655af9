import { ruleFor } from "./route-access";

/** Pages that need a signed-in user: after logging out there, the user is sent home. */
export function isSignedInOnlyPath(pathname: string): boolean {
  const rule = ruleFor(pathname);
  return Boolean(rule.loginRequired);
}
