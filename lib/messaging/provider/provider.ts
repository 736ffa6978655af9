import path from "node:path";
import { getConfig, type AppConfig } from "@/lib/platform/config";
import { processSlot } from "@/lib/kernel/process/slot";
import { createTestModeSmsProvider } from "./test-mode";
import { createTwilioProvider } from "./twilio";
import type { SmsProvider } from "./types";

/**
 * Which provider sends texts (docs/messaging.md, "Settings"): Twilio when its four settings are
 * set; the labelled test mode in a demo (DEMO=true) without any of them; otherwise none, and no
 * text is sent. The configuration already refuses a partial set; the check is repeated so a
 * partial set can never fall through to test mode.
 */
export function smsProviderFor(config: AppConfig): SmsProvider | null {
  const { TWILIO_ACCOUNT_SID: accountSid, TWILIO_AUTH_TOKEN: authToken, TWILIO_MESSAGING_SERVICE_SID: messagingServiceSid, SMS_FROM: from } = config;
  if (accountSid && authToken && messagingServiceSid && from) return createTwilioProvider({ accountSid, authToken, messagingServiceSid });
  const noneSet = [accountSid, authToken, messagingServiceSid, from].every((value) => value === undefined);
  return config.DEMO && noneSet ? createTestModeSmsProvider({ directory: path.resolve(config.DATA_DIR, "sms") }) : null;
}

// Wrapped: null (texts switched off) is a value to keep, not "not yet read".
const PROVIDER = processSlot<{ provider: SmsProvider | null }>("smsProvider");

/** The process's text provider, or null when texts are switched off. */
export function getSmsProvider(): SmsProvider | null {
  return PROVIDER.getOrCreate(() => ({ provider: smsProviderFor(getConfig()) })).provider;
}

/**
 * Tests: forget the process's provider so the next call reads the configuration again.
 * @internal A test seam: it reaches state private to this module; knip --production ignores it (docs/architecture.md#tiers).
 */
export function resetSmsProviderCache(): void {
  PROVIDER.clear();
}
