/** Words for the audit log's action names and subject types. Safe for client bundles. */

export const AUDIT_ACTION_LABELS: Readonly<Record<string, string>> = {
  "user.block": "Blocked an account",
  "user.unblock": "Unblocked an account",
  "user.forceLogout": "Ended an account's sessions",
  "user.changeRole": "Changed a role",
  "order.confirm": "Confirmed an order",
  "order.assign": "Assigned a cleaner",
  "order.status": "Changed an order's status",
  "order.cancel": "Cancelled an order",
  "order.note": "Added a note to an order",
  "order.resolvePoll": "Resolved a satisfaction follow-up",
  "lead.update": "Updated a lead",
  "offer.create": "Created an offer",
  "offer.update": "Edited an offer",
  "offer.activate": "Activated an offer",
  "offer.end": "Ended an offer",
  "offer.assign": "Gave an offer to people",
  "gift_card.void": "Voided a gift card",
  "settings.pricing": "Changed prices or capacity",
  "settings.maintenance.on": "Turned maintenance mode on",
  "settings.maintenance.off": "Turned maintenance mode off",
  "settings.closedDay.add": "Closed a day",
  "settings.closedDay.remove": "Opened a closed day again",
  "settings.card_requirement": "Changed who needs a card to book",
  "user.billing_mode": "Changed how an account pays (card or invoice)",
  "payment.retry": "Retried a payment",
  "payment.mark_paid": "Recorded a cash or check payment",
  "payment.write_off": "Wrote off a payment",
  "payments.reconcile": "Asked for a full payments check",
};

export const AUDIT_SUBJECT_TYPES: ReadonlyArray<{ value: string; label: string }> = [
  { value: "user", label: "Accounts" },
  { value: "order", label: "Orders" },
  { value: "lead", label: "Leads" },
  { value: "offer", label: "Special offers" },
  { value: "gift_card", label: "Gift cards" },
  { value: "settings", label: "Settings" },
];

export function auditActionLabel(action: string): string {
  return AUDIT_ACTION_LABELS[action] ?? action;
}
