import { enAccountMails } from "./en-account-mails";
import { enHome } from "./en-home";
import { enOrderMails } from "./en-order-mails";
import { enPages } from "./en-pages";
import { enShell } from "./en-shell";
import { enSitePages } from "./en-site-pages";

/**
 * The English catalogue, the source of truth for every message's key and values, one area a
 * key: emails by domain now; notices, pages and the cabinet add theirs beside them
 * (docs/architecture.md, "Languages").
 */
export const en = {
  orderMails: enOrderMails,
  accountMails: enAccountMails,
  shell: enShell,
  home: enHome,
  pages: enPages,
  sitePages: enSitePages,
} as const;

export type Messages = typeof en;
