import type { Catalogue } from "./catalogue";
import type { enSitePages } from "./en-site-pages";

/** About, the services overview, the legal pages and the contact page in Spanish for New York: "tú", "reserva". */
export const esSitePages: Catalogue<typeof enSitePages> = {
  crumbs: { about: "Quiénes somos", services: "Servicios", privacyPolicy: "Política de privacidad", terms: "Términos y condiciones" },
  about: {
    eyebrow: "Quiénes somos",
    mapTitle: "Mapa de Manhattan, Brooklyn y Queens, los tres condados donde limpiamos",
    valuesHeading: "Lo que nos importa",
  },
  legal: { effective: "Vigente desde el {date}", contents: "Contenido" },
  servicesOverview: {
    eyebrow: "Servicios",
    book: "Reserva ahora",
    helpMeChoose: "Ayúdame a elegir",
    imageAlt: "Un kit de limpieza: una cubeta con espuma, un atomizador y una esponja",
  },
  contact: {
    title: "Contacto y estimados gratis | Borough Bright Cleaning",
    metaDescription:
      "Escríbele a Borough Bright Cleaning en Manhattan, Brooklyn y Queens: haz una pregunta o pide un estimado gratis para la limpieza de oficinas y después de obra.",
    eyebrow: "Manhattan · Brooklyn · Queens",
    h1: "Contacta a Borough Bright Cleaning",
    intro:
      "¿Una pregunta sobre una limpieza, un precio para tu oficina o una remodelación que dejó polvo por todas partes? Escríbele a nuestro equipo de Nueva York y te va a contestar una persona de verdad, por correo electrónico, teléfono o mensaje de texto, como prefieras.",
    formHeading: "Envíanos un mensaje",
    requiredNote: "Los campos sin “opcional” son obligatorios.",
  },
  contactForm: {
    formLabel: "Contáctanos",
    name: "Tu nombre",
    email: "Correo electrónico",
    phone: "Teléfono (opcional)",
    phoneHint: "Lo necesitamos si prefieres una llamada o un mensaje de texto.",
    borough: "Condado",
    boroughPlaceholder: "Elige tu condado",
    service: "Servicio (opcional)",
    servicePlaceholder: "Todavía no sé",
    freeEstimate: "Pedir un estimado gratis",
    freeEstimateHint:
      "Para oficinas y limpiezas después de obra primero vemos el espacio, en persona o por video, y te mandamos un presupuesto por escrito.",
    preferredContact: "¿Cómo prefieres que te contactemos?",
    message: "¿En qué te podemos ayudar?",
    messageHint: "El tamaño de la casa o la oficina, la fecha que tienes en mente, lo que debamos saber.",
    sending: "Enviando…",
    send: "Enviar mensaje",
    errorSummary: "Hay un problema con tus respuestas",
    honeypot: "Sitio web",
    boroughs: { Manhattan: "Manhattan", Brooklyn: "Brooklyn", Queens: "Queens", Other: "Otro lugar" },
    methods: { email: "Correo electrónico", phone: "Llamada", text: "Mensaje de texto" },
    errors: {
      name: "Escribe tu nombre.",
      nameLength: "Tu nombre debe tener menos de {max} caracteres.",
      nameLink: "Escribe solo tu nombre, sin enlaces.",
      email: "Escribe un correo electrónico válido, como nombre@ejemplo.com.",
      borough: "Elige tu condado.",
      service: "Elige un servicio de la lista.",
      preferredContact: "Elige cómo prefieres que te contactemos.",
      phoneNeeded: "Agrega un número de teléfono para poder llamarte o mandarte un texto.",
      message: "Cuéntanos en qué te podemos ayudar.",
      messageShort: "Cuéntanos un poco más (al menos {min} caracteres).",
      messageLong: "Tu mensaje debe tener menos de 2,000 caracteres.",
      freeEstimate: "El estimado gratis es para oficinas y limpiezas después de obra: primero elige uno de esos servicios.",
      phoneInvalid: "Ese número no parece completo. Revísalo, por ejemplo (917) 555-0123.",
      phoneNotUs: "Solo podemos mandar textos a números de Estados Unidos. Danos un celular de EE. UU.",
      phoneNotMobile: "Ese número no puede recibir mensajes de texto. Danos un número de celular.",
    },
  },
  contactSent: {
    heading: "Mensaje enviado",
    thanks: "¡Gracias por escribirnos! Te mandamos una confirmación a tu correo y te vamos a contestar pronto.",
    another: "Enviar otro mensaje",
  },
  contactDetails: {
    heading: "Habla con una persona",
    callOrText: "Llama o manda un texto",
    email: "Correo electrónico",
    officeHours: "Horario de atención",
    hours: { days: "Todos los días", hours: "de 8 a.m. a 7 p.m.", timeZone: "hora de Nueva York" },
    replyPromise: "Te contestamos en un día hábil, casi siempre el mismo día.",
    estimatesHeading: "Estimados gratis para oficinas y remodelaciones",
    estimatesText:
      "La limpieza de oficinas, locales comerciales y después de obra depende del espacio, así que primero lo vemos, en persona o por video, y te mandamos un presupuesto por escrito sin costo. Elige uno de esos servicios en el formulario y marca “Pedir un estimado gratis”.",
    bookingHeading: "¿Vas a reservar una limpieza de casa?",
    bookingText: "Los apartamentos y las casas tienen precio al instante en línea, sin llamar.",
    bookingLink: "Ve tu precio y reserva",
  },
};
