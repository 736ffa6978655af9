/**
 * The link that opens a job's address in the phone's maps app, without calling any geocoding
 * service (the address goes only into the link the cleaner taps).
 *
 * Why a Google Maps URL (https://www.google.com/maps/search/?api=1&query=…) and not the others:
 * - `geo:` URIs open a maps app on Android, but iOS Safari and desktop browsers do nothing with
 *   them, so a cleaner on an iPhone would tap a dead link; a fallback would need script that
 *   guesses the platform from the user agent.
 * - `https://maps.apple.com/?q=…` opens Apple Maps on an iPhone, but on Android it lands on a web
 *   page, not the phone's maps app.
 * - Google's "Maps URLs" are documented as one cross-platform link: on Android and on iOS they
 *   open the Google Maps app when it is installed, and Google Maps in the browser otherwise
 *   (Maps URLs guide, developers.google.com/maps/documentation/urls). One plain link that always
 *   shows the place beats a scheme that works on half the team's phones.
 *
 * The query is the street, city and ZIP code: an apartment number ("3R") means nothing to a map
 * and can make the search miss, and the cleaner still reads it on the job page.
 */
export function mapsSearchUrl(address: { street: string; city: string; zip: string }): string {
  const query = `${address.street}, ${address.city}, NY ${address.zip}`;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}
