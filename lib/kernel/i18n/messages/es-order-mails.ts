import type { Catalogue } from "./catalogue";
import type { enOrderMails } from "./en-order-mails";

/**
 * The order emails in Spanish for New York: written for the reader (tú, "reserva", dates as
 * "viernes, 4 de diciembre"), not word for word from the English.
 */
export const esOrderMails: Catalogue<typeof enOrderMails> = {
  summary: "{service} el {when} (aprox. {duration}) en {address}.",
  estimatedTotal: "Total estimado: {total}, que se paga después de la visita",
  estimatedTotalWithGiftCard: "Total estimado: {total}; tu tarjeta de regalo cubre {giftCard} y los {amountDue} restantes se pagan después de la visita",
  recurring: {
    intro: "Es una reserva recurrente: {cadence}",
    nextVisits: "Tus próximas visitas y sus precios estimados:",
    visit: "{when}: {price}",
    visitWithNote: "{when}: {price}, {note}",
  },
  card: {
    title: "Tu visita {number}",
    when: "Cuándo",
    whenValue: "{when} (aprox. {duration})",
    service: "Servicio",
    address: "Dirección",
    cleaner: "Quién limpia",
    dueAfterVisit: "A pagar después de la visita",
  },
  addToCalendar: "Agregar al calendario",
  viewOrder: "Ver tu reserva",
  questions: "¿Preguntas? Llámanos al {phone}.",
  received: {
    subject: "Recibimos tu reserva {number}",
    heading: "Gracias, {firstName}: ya tenemos tu reserva",
    noCharge: "{estimatedTotal}. No cobramos nada a tu tarjeta ahora.",
    nextShortNotice:
      "Lo que sigue: tu visita es dentro de menos de 24 horas, así que nuestro equipo la confirma lo antes posible, antes de que empiece, y te escribimos cuando asignemos a quien hará la limpieza. Ya no se puede cambiar ni cancelar en línea; para eso, llámanos al {phone}.",
    next: "Lo que sigue: nuestro equipo confirma la reserva, normalmente en un día hábil, y te escribimos cuando asignemos a quien hará la limpieza. Puedes cambiar la fecha o cancelar en línea hasta 24 horas antes de la visita.",
  },
  confirmed: {
    subject: "Tu limpieza {number} está confirmada",
    heading: "Todo listo, {firstName}",
    shortNotice: "Tu visita es dentro de menos de 24 horas. ¿Necesitas cambiar algo? Llámanos al {phone}.",
    reminderAhead: "Te enviaremos un recordatorio el día anterior.",
  },
  assigned: {
    subject: "{cleaner} hará tu limpieza {number}",
    heading: "{firstName}, te presentamos a quien hará tu limpieza",
    who: "{cleaner} hará esta visita: forma parte de nuestro equipo de Nueva York, tiene verificación de antecedentes y seguro, y lleva todos los productos.",
    access: "Si en el edificio hay que dejar un nombre en la recepción o una llave con el portero, agrégalo a tus notas de acceso antes de la visita.",
  },
  onTheWay: {
    subject: "{cleaner} va en camino: llega en unos {eta} minutos",
    heading: "{firstName}, {cleaner} va en camino",
    setOff: "{cleaner} acaba de salir hacia {address} y calcula llegar en unos {eta} minutos; hora aproximada de llegada: {arrival}.",
    building: "Si en el edificio hay que dar un nombre en la recepción, un código del intercomunicador o una llave del portero, este es un buen momento para avisar.",
    follow: "En la página de tu reserva ves la visita mientras ocurre: la llegada, la entrada y cuándo termina la limpieza.",
    action: "Sigue tu visita",
    footnote: "¿Algún problema? Llámanos al {phone}.",
  },
  rescheduled: {
    subject: "Tu limpieza {number} tiene un nuevo horario",
    heading: "{firstName}, tu visita cambió de horario",
    was: "Antes era el {previousWhen}.",
    wasUnknown: "Antes tenía otro horario.",
    now: "Ahora: {summary}",
    footnote: "¿No hiciste tú este cambio? Llámanos al {phone}.",
  },
  cancelled: {
    subject: "Tu limpieza {number} está cancelada",
    heading: "{firstName}, tu reserva está cancelada",
    byCustomer: "Cancelaste: {summary}",
    byStaff: "Cancelamos: {summary}",
    lateFee:
      "Como se canceló con menos de 24 horas de anticipación, se aplica un cargo por cancelación tardía de {lateFee}, y es lo único que se debe pagar.",
    nothingDue: "No debes nada.",
    offerBack: "Tu oferta especial {offer} vuelve a tu cuenta para tu próxima reserva.",
    giftCardBack: "Los {amount} que se usaron de tu tarjeta de regalo vuelven a la tarjeta.",
    action: "Reservar otra limpieza",
  },
  reminder: {
    subject: "Recordatorio: tu limpieza es mañana ({number})",
    heading: "Nos vemos pronto, {firstName}",
    access: "Asegúrate de que nuestro equipo pueda entrar: si algo cambió, déjalo en las notas de acceso de la reserva.",
    footnote: "¿Necesitas cambiar algo? Faltan menos de 24 horas, así que llámanos al {phone}.",
  },
  poll: {
    subject: "¿Cómo lo hicimos? ({number})",
    heading: "Gracias por recibirnos, {firstName}",
    done: "Terminamos tu {service} del {when}.",
    question: "Una pregunta, un clic: ¿qué tan contento quedaste con la limpieza? Si algo no quedó bien, volvemos y lo arreglamos sin costo.",
    tip: "¿Quieres agradecerle a {cleaner}? En la misma página puedes dejar una propina del 15, 20 o 25 %, o la cantidad que quieras, con cargo a tu tarjeta registrada. Todo es para {cleaner}.",
    referral:
      "¿Conoces a alguien en la ciudad a quien le vendría bien un apartamento impecable? Mándale tu enlace personal, {link}: recibe {welcome} de descuento en su primera limpieza, y tú recibes crédito en tu cuenta cuando esa visita esté hecha y pagada.",
    referralLink: "Comparte tu enlace de referido",
    stars: "Toca una estrella: 1 es muy mal, 5 es excelente",
    action: "Califica tu limpieza",
    footnote: "La encuesta se abre con tus estrellas ya marcadas; no se envía nada hasta que presiones el botón para enviar tu respuesta. Se puede responder una sola vez.",
  },
  waitlistJoined: {
    subject: "Estás en la lista de espera para el {date}",
    heading: "Ya estás en la lista, {name}",
    summary: "Vamos a estar pendientes del {date} ({window}) por si se abre un espacio para {service}. Si alguien de nuestro equipo queda libre, te guardamos la hora y te escribimos enseguida.",
    order: "Los espacios se ofrecen en el orden en que la gente se anotó, así que por ahora no tienes que hacer nada más.",
    leave: "Salir de la lista de espera",
    footnote: "¿Preguntas? Llámanos al {phone}.",
  },
  waitlistOffer: {
    subject: "Se abrió un espacio: {when}",
    heading: "Buenas noticias, {name}: alguien de nuestro equipo está libre",
    summary: "Se acaba de abrir un espacio para {service} el {when} y te lo estamos guardando hasta las {expires}.",
    book: "Si reservas antes de esa hora, es tuyo; después se lo ofrecemos a la siguiente persona en la lista.",
    action: "Reservar esta hora",
    leave: "Ya no lo necesito: salir de la lista de espera",
    footnote: "¿Preguntas? Llámanos al {phone}.",
  },
  quoteReminder: {
    subject: "Guardamos tu cotización: {service}",
    heading: "Tu cotización te espera",
    summary: "Nos pediste tu cotización por correo: {service}, {total} según el precio del momento en que la pediste.",
    resume: "Sigue donde lo dejaste, desde cualquier teléfono o computadora: tus respuestas ya están puestas y el precio se vuelve a calcular con las tarifas de hoy antes de reservar.",
    action: "Terminar mi reserva",
    unsubscribe: "No enviarme más correos sobre esta cotización",
    footnote: "Es el único correo que enviamos sobre esta cotización. ¿Preguntas? Llámanos al {phone}.",
  },
  reviewRequest: {
    subject: "¿Nos dejarías una reseña en Google? ({number})",
    heading: "Un pequeño favor, {firstName}",
    thanks: "Gracias por recibir a nuestro equipo para tu {service} del {when}.",
    ask: "Si tienes dos minutos, una reseña en Google ayuda a otros neoyorquinos a elegir a quién confiarle las llaves de su casa. Dinos con sinceridad lo que piensas, bueno o malo: cada reseña nos ayuda a mejorar.",
    action: "Escribe una reseña en Google",
    footnote: "Lo pedimos como mucho una vez cada 90 días y no ofrecemos nada a cambio de una reseña. Si algo de la visita no quedó bien, llámanos al {phone} y lo arreglamos.",
  },
  seriesCancelled: {
    subject: "Tu limpieza recurrente está cancelada",
    heading: "{firstName}, tu reserva recurrente terminó",
    stopped:
      "Detuvimos tu {service} recurrente y cancelamos {count, plural, one {1 visita próxima} other {# visitas próximas}}. No se cobra nada por ellas.",
    lateVisit: "Una visita que falta menos de 24 horas sigue reservada; llámanos al {phone} si quieres cancelarla también.",
    action: "Reserva de nuevo cuando quieras",
  },
  seriesVisitSkipped: {
    subject: "No pudimos reservar una de tus visitas recurrentes",
    heading: "Hola, {firstName}: una visita necesita otro horario",
    clash: "Tu {service} recurrente caería el {when}, pero todo nuestro personal de limpieza ya está ocupado a esa hora.",
    rebook: "Reserva esa visita en otro horario, o llámanos al {phone} y buscamos uno contigo. Tus demás visitas siguen igual.",
    action: "Reservar una visita",
  },
};
