import { FORBIDDEN_METADATA, ForbiddenPage } from "@/components/layout/ForbiddenPage";

export const metadata = FORBIDDEN_METADATA;

/**
 * A signed-in user opening a page their role may not see (a customer at /admin, say) gets this
 * 403 from the server's page guard (requireAdminPage, requireCabinetPage), which proxy.ts lets
 * through to answer: saying so is clearer than a silent trip to the home page, and a page that
 * exists is not a 404.
 */
export default function Forbidden() {
  return <ForbiddenPage />;
}
