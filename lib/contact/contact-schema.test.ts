import { PHONE_PROBLEM_MESSAGES } from "@/lib/kernel/phone/phone-number";
import { contactRequestSchema, CONTACT_MESSAGES } from "./contact-schema";

const good = {
  name: "  Jordan   Lee ",
  email: " jordan@example.com ",
  phone: "",
  borough: "Brooklyn",
  service: "",
  preferredContact: "email",
  message: "Could you clean a two-bedroom in Park Slope next Saturday?",
  freeEstimate: false,
  website: "",
};

function messagesOf(input: unknown): Record<string, string> {
  const result = contactRequestSchema.safeParse(input);
  if (result.success) return {};
  const messages: Record<string, string> = {};
  for (const issue of result.error.issues) messages[issue.path.join(".")] ??= issue.message;
  return messages;
}

describe("contactRequestSchema", () => {
  it("accepts a good message and tidies it", () => {
    expect(contactRequestSchema.parse(good)).toEqual({
      name: "Jordan Lee",
      email: "jordan@example.com",
      phone: null,
      borough: "Brooklyn",
      service: null,
      preferredContact: "email",
      message: "Could you clean a two-bedroom in Park Slope next Saturday?",
      freeEstimate: false,
      website: "",
    });
  });

  it("fills the defaults for fields the form may leave out", () => {
    const { name, email, borough, message } = good;
    expect(contactRequestSchema.parse({ name, email, borough, message })).toMatchObject({
      phone: null,
      service: null,
      preferredContact: "email",
      freeEstimate: false,
      website: "",
    });
  });

  it("names every problem at once, one message per field", () => {
    expect(messagesOf({ name: " ", email: "nope", borough: "Bronx", service: "window-washing", preferredContact: "fax", message: "hi" })).toEqual({
      name: CONTACT_MESSAGES.name,
      email: CONTACT_MESSAGES.email,
      borough: CONTACT_MESSAGES.borough,
      service: CONTACT_MESSAGES.service,
      preferredContact: CONTACT_MESSAGES.preferredContact,
      message: CONTACT_MESSAGES.messageShort,
    });
    expect(messagesOf({ ...good, message: "   " })).toEqual({ message: CONTACT_MESSAGES.message });
    expect(messagesOf({ ...good, message: "x".repeat(2001) })).toEqual({ message: CONTACT_MESSAGES.messageLong });
    expect(messagesOf({ ...good, name: "x".repeat(81) })).toEqual({ name: CONTACT_MESSAGES.nameLength });
  });

  it("checks the rules across fields even when another field failed", () => {
    expect(messagesOf({ ...good, borough: "", preferredContact: "text", service: "deep-cleaning", freeEstimate: true })).toEqual({
      borough: CONTACT_MESSAGES.borough,
      phone: CONTACT_MESSAGES.phoneNeeded,
      freeEstimate: CONTACT_MESSAGES.freeEstimate,
    });
  });

  it("refuses links in the name, which the acknowledgement repeats", () => {
    expect(messagesOf({ ...good, name: "Cheap pills https://spam.example" })).toEqual({ name: CONTACT_MESSAGES.nameLink });
    expect(messagesOf({ ...good, name: "visit www.spam.example" })).toEqual({ name: CONTACT_MESSAGES.nameLink });
  });

  it("stores a US phone in E.164 and needs one for a call or a text", () => {
    expect(contactRequestSchema.parse({ ...good, phone: "718.555.0103", preferredContact: "text" }).phone).toBe("+17185550103");
    expect(messagesOf({ ...good, preferredContact: "phone" })).toEqual({ phone: CONTACT_MESSAGES.phoneNeeded });
    expect(messagesOf({ ...good, phone: "12345" })).toEqual({ phone: PHONE_PROBLEM_MESSAGES.invalid });
    expect(messagesOf({ ...good, phone: "+1 800 555 0100", preferredContact: "text" })).toEqual({ phone: PHONE_PROBLEM_MESSAGES["not-mobile"] });
  });

  it("allows a free estimate only for office and post-construction jobs", () => {
    expect(contactRequestSchema.parse({ ...good, service: "office-cleaning", freeEstimate: true }).freeEstimate).toBe(true);
    expect(contactRequestSchema.parse({ ...good, service: "post-construction-cleaning", freeEstimate: true }).freeEstimate).toBe(true);
    expect(messagesOf({ ...good, service: "deep-cleaning", freeEstimate: true })).toEqual({ freeEstimate: CONTACT_MESSAGES.freeEstimate });
    expect(messagesOf({ ...good, freeEstimate: true })).toEqual({ freeEstimate: CONTACT_MESSAGES.freeEstimate });
  });

  it("keeps the honeypot's value for the server to judge, within a size limit", () => {
    expect(contactRequestSchema.parse({ ...good, website: "http://bot.example" }).website).toBe("http://bot.example");
    expect(contactRequestSchema.safeParse({ ...good, website: "x".repeat(501) }).success).toBe(false);
  });
});
