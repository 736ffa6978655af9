import { NextResponse } from "next/server";
import { z } from "zod";
import { getConfig } from "@/lib/platform/config";
import type { Database } from "@/lib/platform/db";
import { route, type RouteHandler } from "./route";

/**
 * A link in one of our emails that changes something (stop the quote emails, leave the
 * waitlist; docs/security.md, "Email links"). Opening it (GET) changes nothing: mail scanners
 * open every link in a message, and would otherwise act for people who never clicked. The page
 * asks, and its button (POST) acts, idempotently. The token is the only authority (unguessable,
 * from the email), so the button works from a mail client's own page too, and during
 * maintenance: "cross-site" skips both rules. A link that is not ours gets a 404 page saying so.
 */
export interface EmailLinkAction {
  /** Whether the token is one of ours: the question is asked only then. */
  recognises(db: Database, token: string): Promise<boolean>;
  /** Does what the link is for; false when the token is not ours. */
  act(db: Database, token: string): Promise<boolean>;
  ask: { title: string; text: string; button: string };
  done: { title: string; text: string };
}

const options = { access: "public", params: z.object({ token: z.string().max(100) }), notFound: "That link is not valid." } as const;

export function emailLinkRoutes(action: EmailLinkAction): { GET: RouteHandler; POST: RouteHandler } {
  return {
    GET: route(options, async ({ params, database }) => {
      if (!(await action.recognises(await database(), params.token))) return notOurs();
      return html(200, page(action.ask.title, action.ask.text, confirmForm(action.ask.button)));
    }),
    POST: route({ ...options, writes: "cross-site" }, async ({ params, database }) => {
      if (!(await action.act(await database(), params.token))) return notOurs();
      return html(200, page(action.done.title, action.done.text, ""));
    }),
  };
}

const notOurs = () => html(404, page("We could not find that link", "It may have been copied only in part. Nothing was changed.", ""));

const html = (status: number, body: string) => new NextResponse(body, { status, headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" } });

/** Posts to the page's own address: the token stays in the path, as in the email. */
const confirmForm = (button: string) =>
  `<form method="post"><button type="submit" style="font: inherit; padding: 0.5rem 1rem; border-radius: 0.375rem; border: 0; background: #0f766e; color: #fff">${button}</button></form>`;

const page = (title: string, text: string, action: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 32rem; margin: 4rem auto; padding: 0 1rem; color: #0f172a; line-height: 1.5">
<h1 style="font-size: 1.5rem">${title}</h1>
<p>${text}</p>
${action}
<p><a href="${getConfig().PUBLIC_URL || "/"}" style="color: #0f766e">Go to the home page</a></p>
</body></html>`;
