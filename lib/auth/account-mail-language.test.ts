import { accountMail } from "./account-mail";

const LINK = "https://example.com/auth/verify?token=abc";

describe("account link mails in the account's language", () => {
  it("writes the confirm-your-email mail in Spanish for a Spanish account", () => {
    const mail = accountMail.verifyEmail("Ana", LINK, "es");
    expect(mail.subject).toBe("Confirma tu correo para Borough Bright Cleaning");
    expect(mail.heading).toBe("Te damos la bienvenida, Ana");
    expect(mail.paragraphs).toContain("El enlace funciona una sola vez y vence en 24 horas.");
    expect(mail.action).toEqual({ label: "Confirmar mi correo", url: LINK });
  });

  it("writes the reset-password mail in Spanish, and English word for word without a language", () => {
    const spanish = accountMail.resetPassword("Ana", LINK, "es");
    expect(spanish.subject).toBe("Restablece tu contraseña de Borough Bright");
    expect(spanish.action?.label).toBe("Elegir una contraseña nueva");
    const english = accountMail.resetPassword("Ana", LINK);
    expect(english).toEqual({
      subject: "Reset your Borough Bright password",
      heading: "Reset your password, Ana",
      paragraphs: [
        "We received a request to reset the password of your account. Choose a new one with the link below.",
        "The link works once and expires in 1 hour. Resetting signs you out everywhere else.",
      ],
      action: { label: "Choose a new password", url: LINK },
      footnote: "If you did not ask for this, ignore this message: your password stays as it is.",
    });
  });
});
