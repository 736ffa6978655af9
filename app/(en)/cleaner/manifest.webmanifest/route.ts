import { cabinetManifest } from "@/lib/cabinet/offline/manifest";

/** The cabinet's web app manifest; the same for everyone, written once at build time. */
export const dynamic = "force-static";

export function GET(): Response {
  return new Response(JSON.stringify(cabinetManifest), {
    headers: { "content-type": "application/manifest+json; charset=utf-8", "cache-control": "public, max-age=3600" },
  });
}
