import type { Catalogue } from "./catalogue";
import type { Messages } from "./en";
import { esAccountMails } from "./es-account-mails";
import { esHome } from "./es-home";
import { esOrderMails } from "./es-order-mails";
import { esPages } from "./es-pages";
import { esShell } from "./es-shell";
import { esSitePages } from "./es-site-pages";

/** The Spanish catalogue: every key of the English one (the type says so), written for New York. */
export const es: Catalogue<Messages> = {
  orderMails: esOrderMails,
  accountMails: esAccountMails,
  shell: esShell,
  home: esHome,
  pages: esPages,
  sitePages: esSitePages,
};
