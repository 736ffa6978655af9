/** A full, valid set of the Twilio settings (docs/messaging.md, "Settings"), with the PUBLIC_URL they need; fake values. */
export const TWILIO_TEST_SETTINGS = {
  TWILIO_ACCOUNT_SID: `AC${"0a".repeat(16)}`,
  TWILIO_AUTH_TOKEN: "f".repeat(32),
  TWILIO_MESSAGING_SERVICE_SID: `MG${"1b".repeat(16)}`,
  SMS_FROM: "+12125550147",
  PUBLIC_URL: "https://www.boroughbright.nyc",
} as const;
