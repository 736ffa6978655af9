import type { Catalogue } from "./catalogue";
import type { enAccountMails } from "./en-account-mails";

/** The account emails in Spanish for New York. */
export const esAccountMails: Catalogue<typeof enAccountMails> = {
  verifyEmail: {
    subject: "Confirma tu correo para Borough Bright Cleaning",
    heading: "Te damos la bienvenida, {firstName}",
    why: "Gracias por crear tu cuenta. Confirma este correo electrónico para poder reservar limpiezas y comprar tarjetas de regalo.",
    expiry: "El enlace funciona una sola vez y vence en 24 horas.",
    action: "Confirmar mi correo",
    footnote: "Si no creaste una cuenta, puedes ignorar este mensaje.",
  },
  resetPassword: {
    subject: "Restablece tu contraseña de Borough Bright",
    heading: "{firstName}, restablece tu contraseña",
    why: "Recibimos una solicitud para restablecer la contraseña de tu cuenta. Elige una nueva con el enlace de abajo.",
    expiry: "El enlace funciona una sola vez y vence en 1 hora. Al restablecerla, se cierra tu sesión en todos los demás dispositivos.",
    action: "Elegir una contraseña nueva",
    footnote: "Si no lo pediste, ignora este mensaje: tu contraseña sigue igual.",
  },
};
