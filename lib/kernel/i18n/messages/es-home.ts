import type { Catalogue } from "./catalogue";
import type { enHome } from "./en-home";

/** The home page's components in Spanish for New York: "tú", "reserva", the words of a phone screen. */
export const esHome: Catalogue<typeof enHome> = {
  hero: {
    boroughs: "Condados donde limpiamos",
    boroughsHeading: "Limpieza en tu condado",
    imageAlt: "Brownstones recién limpios en Brooklyn, con los rascacielos de Manhattan al fondo",
  },
  servicesOverview: { fromPrice: "Desde {price}", popular: "Servicios más pedidos" },
  faq: { heading: "Preguntas frecuentes" },
  trust: {
    ours: {
      one: "de {count} calificación de clientes después de su visita",
      other: "de {count} calificaciones de clientes después de su visita",
    },
    samples: " (muestras de demostración)",
    google: { one: "en Google, de {count} reseña", other: "en Google, de {count} reseñas" },
    insured: {
      term: "Con seguro",
      text: "nuestro seguro de responsabilidad civil cubre tu casa y tus cosas mientras trabajamos, y tu edificio puede pedirnos un certificado de seguro.",
    },
    backgroundChecked: {
      term: "Antecedentes verificados",
      text: "todo nuestro personal de limpieza pasa una verificación de antecedentes antes de su primera visita, y solo la persona asignada a ti ve los códigos de tu puerta.",
    },
    guarantee: {
      term: "Satisfacción garantizada",
      text: "avísanos dentro de las 24 horas después de la visita y volvemos gratis a limpiar lo que faltó.",
    },
    address: "Borough Bright Cleaning, {address}",
  },
  stars: { rated: "Calificación: {rating} de {max}" },
  reviews: {
    heading: "Lo que dicen nuestros clientes",
    basedOn: { one: "Basado en {count} reseña", other: "Basado en {count} reseñas" },
    list: "Reseñas",
    origin: {
      google: "Reseñas de Google",
      customers: "Calificaciones de la encuesta que nuestros clientes responden después de cada visita, publicadas con su permiso.",
      samples: "Calificaciones de muestra de los datos de demostración: este sitio de demostración no tiene calificaciones reales. Un sitio real solo muestra a clientes reales que aceptaron que se publicaran.",
    },
    seeMore: "Ver más",
    showLess: "Ver menos",
  },
  offers: {
    eyebrow: "Ahorra en tu próxima limpieza",
    heading: "Ofertas especiales",
    signedIn: "Estas ofertas están en tu cuenta. Elige una al pagar cuando hagas tu reserva.",
    signUp: "Regístrate",
    or: "o",
    logIn: "inicia sesión",
    toSee: "para ver tus ofertas personalizadas y usarlas cuando reserves.",
    list: "Ofertas",
    badge: "DESCUENTO",
    offWith: "con {offer}.",
    bookNow: "Reserva ahora",
    logInAction: "Inicia sesión",
    loading: "Cargando ofertas especiales...",
  },
  quickQuote: {
    title: "Tu precio en segundos",
    service: "Servicio",
    zip: "Código postal (ZIP)",
    zipMissing: "Escribe tu código postal de cinco dígitos",
    served: "{borough}: sí limpiamos ahí.",
    notServed: "Por ahora limpiamos en Manhattan, Brooklyn y Queens. El Bronx y Staten Island todavía no están en nuestro mapa.",
    bedrooms: "Habitaciones",
    bathrooms: "Baños",
    studio: "Estudio",
    bedroomCount: { one: "{count} habitación", other: "{count} habitaciones" },
    bathroomCount: { one: "{count} baño", other: "{count} baños" },
    from: "Desde {price}",
    beforeExtras: "antes de extras e impuestos",
    minimum: "mínimo, antes de impuestos",
    submit: "Mira horarios y reserva",
  },
};
