import { CONTACT_LIMITS, CONTACT_MESSAGES } from "@/lib/contact/contact-schema";
import { CONTACT_THANKS } from "@/lib/contact/submit-contact";
import { fillWords } from "@/lib/kernel/i18n/fill-words";
import { sitePagesWords } from "@/lib/kernel/i18n/site-pages-words";
import { PHONE_PROBLEM_MESSAGES } from "@/lib/kernel/phone/phone-number";
import { contactErrorsIn } from "./contact-errors";

const values = { max: CONTACT_LIMITS.name, min: CONTACT_LIMITS.messageMin };

describe("the contact form's messages in the page's language (issue #30)", () => {
  it("has every schema message, the phone problems and the server's thanks word for word in the English catalogue", () => {
    const english = sitePagesWords("en");
    for (const [key, text] of Object.entries(CONTACT_MESSAGES)) expect(fillWords(english.contactForm.errors[key as keyof typeof CONTACT_MESSAGES], values)).toBe(text);
    expect(english.contactForm.errors.phoneInvalid).toBe(PHONE_PROBLEM_MESSAGES.invalid);
    expect(english.contactForm.errors.phoneNotUs).toBe(PHONE_PROBLEM_MESSAGES["not-us"]);
    expect(english.contactForm.errors.phoneNotMobile).toBe(PHONE_PROBLEM_MESSAGES["not-mobile"]);
    expect(english.contactSent.thanks).toBe(CONTACT_THANKS);
  });

  it("says each of them in Spanish, fills the limits in, and leaves English and unknown messages as they come", () => {
    const spanish = contactErrorsIn("es", sitePagesWords("es").contactForm.errors);
    expect(spanish.fieldErrors({ name: CONTACT_MESSAGES.nameLength, message: CONTACT_MESSAGES.messageShort, phone: PHONE_PROBLEM_MESSAGES["not-us"] })).toEqual({
      name: "Tu nombre debe tener menos de 80 caracteres.",
      message: "Cuéntanos un poco más (al menos 10 caracteres).",
      phone: "Solo podemos mandar textos a números de Estados Unidos. Danos un celular de EE. UU.",
    });
    expect(spanish.message("That address cannot receive mail.")).toBe("That address cannot receive mail.");
    expect(spanish.message(null)).toBeNull();
    expect(contactErrorsIn("en", sitePagesWords("en").contactForm.errors).fieldErrors({ email: CONTACT_MESSAGES.email })).toEqual({ email: CONTACT_MESSAGES.email });
  });
});
