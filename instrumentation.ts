import type { Instrumentation } from "next";

/**
 * Errors Next catches in pages, server actions and route handlers go to our JSON log with the
 * request id. The logger is Node-only, so it is loaded only in the Node.js runtime.
 */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const [{ getLogger }, { logRequestError }] = await Promise.all([import("@/lib/platform/log/logger"), import("@/lib/platform/log/request-error")]);
  logRequestError(getLogger(), error, request, context);
};
