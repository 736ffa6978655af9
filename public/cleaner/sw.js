/*
 * The cleaner cabinet's service worker, scope /cleaner/ (docs/architecture.md, "The cabinet
 * offline"; docs/decisions/0012-hand-written-cabinet-worker.md). Hand-written on purpose: it
 * does three things and nothing else.
 *
 * 1. Keeps an app shell: the page /cleaner/cabinet/offline (rendered for the signed-in cleaner,
 *    with its own CSP nonce in its headers) and exactly the /_next/static files it references,
 *    in the caches "cabinet-shell" and "cabinet-static". Fetched when a cabinet page asks
 *    ("refresh-shell" with the cleaner's id): at most once an hour for the same cleaner, at once
 *    for another.
 * 2. Navigations to /cleaner/cabinet and /cleaner/cabinet/jobs/{id} go to the network; only
 *    when the network fails (or is silent for NAVIGATION_TIMEOUT_MS) is the shell served, which
 *    renders the jobs saved in IndexedDB (lib/cabinet/offline/saved-jobs.ts).
 * 3. /_next/static files the shell uses are answered from the cache (their names change with
 *    their content); any other goes to the network.
 *
 * It caches no page data, no API answer and no RSC request. Every request other than these
 * GETs is left to the browser untouched; the offline write queue (issue #29, later) would be
 * the place that handles the cabinet's POST/PUT requests, in the page, not here.
 *
 * Signing out deletes the caches (every name starting "cabinet-", lib/platform/device/device-store.ts),
 * and so does this worker, with the saved jobs, when a cabinet address redirects to sign in.
 */

const SHELL_CACHE = "cabinet-shell";
const STATIC_CACHE = "cabinet-static";
const SHELL_URL = "/cleaner/cabinet/offline";
const NAVIGATION_TIMEOUT_MS = 8000;
const SHELL_MAX_AGE_MS = 60 * 60 * 1000;
const SHELL_USER_HEADER = "x-cabinet-shell-user";
const OFFLINE_PAGES = /^\/cleaner\/cabinet(?:\/jobs\/[^/]+)?\/?$/;

/** Fetches the shell and the static files it names; keeps them only if all arrived. */
async function refreshShell(userId) {
  const response = await fetch(SHELL_URL, { credentials: "same-origin", cache: "no-store", redirect: "manual" });
  // Signed out (a redirect to the sign-in page) or an error page: keep what we had.
  if (response.status !== 200 || !(response.headers.get("content-type") || "").includes("text/html")) return false;
  const html = await response.clone().text();
  const assets = [...new Set([...html.matchAll(/(?:src|href)="(\/_next\/static\/[^"]+)"/g)].map((match) => match[1].replace(/&amp;/g, "&")))];
  const fresh = await caches.open(`${STATIC_CACHE}-next`);
  await fresh.addAll(assets);
  // Swap in the new files: only the current shell's files are kept.
  const staticCache = await caches.open(STATIC_CACHE);
  for (const request of await staticCache.keys()) await staticCache.delete(request);
  for (const request of await fresh.keys()) {
    const asset = await fresh.match(request);
    if (asset) await staticCache.put(request, asset);
  }
  await caches.delete(`${STATIC_CACHE}-next`);
  // The shell is rendered for one cleaner: it is marked with whose it is.
  const headers = new Headers(response.headers);
  headers.set(SHELL_USER_HEADER, userId);
  const kept = new Response(await response.blob(), { status: 200, headers });
  await (await caches.open(SHELL_CACHE)).put(SHELL_URL, kept);
  return true;
}

/** A shell under an hour old, kept for the same cleaner, needs no refresh. */
async function shellIsFresh(userId) {
  const cached = await (await caches.open(SHELL_CACHE)).match(SHELL_URL);
  if (!cached || cached.headers.get(SHELL_USER_HEADER) !== userId) return false;
  const date = Date.parse(cached.headers.get("date") || "");
  return Number.isFinite(date) && Date.now() - date < SHELL_MAX_AGE_MS;
}

self.addEventListener("install", (event) => {
  // The shell is fetched when the page that registered the worker asks, with the cleaner's id.
  event.waitUntil(self.skipWaiting());
});

self.addEventListener("activate", (event) => {
  event.waitUntil(self.clients.claim());
});

self.addEventListener("message", (event) => {
  if (event.data && event.data.type === "refresh-shell" && typeof event.data.userId === "string") {
    const { userId } = event.data;
    event.waitUntil(
      shellIsFresh(userId)
        .then((fresh) => (fresh ? false : refreshShell(userId)))
        .catch(() => false),
    );
  }
});

/**
 * A cabinet address that redirects means the session is over (the proxy and the page send a
 * signed-out visitor to sign in; a role without the cabinet gets a 403, not a redirect): what
 * the phone kept for the cleaner goes, as on signing out (lib/platform/device/device-store.ts).
 */
async function forgetPhone() {
  const names = (await caches.keys()).filter((name) => name.startsWith("cabinet-"));
  await Promise.all([
    ...names.map((name) => caches.delete(name)),
    new Promise((resolve) => {
      const request = indexedDB.deleteDatabase("borough-bright");
      request.onsuccess = request.onerror = request.onblocked = resolve;
    }),
  ]);
}

/** The network's answer, or the shell when the network fails or stays silent. */
async function navigate(event) {
  const network = fetch(event.request);
  const timeout = new Promise((resolve) => setTimeout(() => resolve(null), NAVIGATION_TIMEOUT_MS));
  try {
    const answer = await Promise.race([network, timeout]);
    if (answer && (answer.type === "opaqueredirect" || answer.redirected)) event.waitUntil(forgetPhone());
    if (answer) return answer;
  } catch {
    // No network: the shell below.
  }
  const shell = await (await caches.open(SHELL_CACHE)).match(SHELL_URL);
  return shell || network;
}

/** Build files never change under one name: the kept copy needs no network at all. */
async function staticFile(request) {
  const cached = await (await caches.open(STATIC_CACHE)).match(request);
  return cached || fetch(request);
}

self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === "navigate" && OFFLINE_PAGES.test(url.pathname)) event.respondWith(navigate(event));
  else if (url.pathname.startsWith("/_next/static/")) event.respondWith(staticFile(request));
});
