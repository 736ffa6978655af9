/** The home page, in Spanish for New York (docs/product.md, "Languages"): written, not translated word for word. */
import type { HomePageContent } from "../../types";

export const homePage: HomePageContent = {
  slug: "home",
  path: "/es",
  title: "Limpieza de casas y oficinas NYC | Borough Bright Cleaning",
  metaDescription:
    "Servicio de limpieza de casas, apartamentos y oficinas en Manhattan, Brooklyn y Queens. Personal verificado y asegurado, precio al instante y pagas al final.",
  h1: "Limpieza de casas y oficinas en Manhattan, Brooklyn y Queens",
  hero: {
    tagline: "We Clean - You Relax",
    subheading: "Limpieza profesional para apartamentos, casas y oficinas de Nueva York, los siete días de la semana.",
    text: [
      "En menos de un minuto ves tu precio exacto, eliges un horario a partir de mañana y pagas solo cuando el trabajo está hecho. Del resto se encarga nuestro personal de limpieza, con verificación de antecedentes y seguro.",
    ],
    boroughButtons: [
      { label: "Manhattan", href: "/es/services/manhattan-cleaning" },
      { label: "Brooklyn", href: "/es/services/brooklyn-cleaning" },
      { label: "Queens", href: "/es/services/queens-cleaning" },
    ],
    bookNow: { label: "Reserva ahora", href: "/es/booking" },
  },
  offers: {
    heading: "Ofertas especiales",
    loadingText: "Cargando ofertas especiales...",
    badgeLabel: "DESCUENTO",
    visitorNote: {
      text: "Crea tu cuenta o inicia sesión para ver las ofertas que tienes disponibles, incluida la oferta de bienvenida para clientes nuevos, si te corresponde.",
      link: { label: "Inicia sesión o crea tu cuenta", href: "/es/login" },
    },
    memberNote: "Estas ofertas son de tu cuenta. Puedes usar una en el paso de revisión de tu próxima reserva.",
  },
  servicesOverview: {
    heading: "Servicios de limpieza para cada tipo de hogar en Nueva York",
    intro: [
      "Una limpieza regular mantiene tu casa en orden; una limpieza profunda la deja como nueva cuando hace falta empezar de cero. Y si el momento pide algo especial (una mudanza, una remodelación, una oficina o una casa que necesita ayuda de verdad), tenemos el servicio justo para eso.",
      "Todas las reservas empiezan con un precio al instante, y ofrecemos cada servicio en los tres condados donde trabajamos.",
    ],
    includedHeading: "Lo que incluye cada limpieza regular",
    included: [
      "Cocina: encimeras, estufa, fregadero y el exterior de los electrodomésticos",
      "El microondas, repasado por dentro y por fuera",
      "Baños bien tallados: inodoro, bañera o ducha, lavamanos, espejo y piso",
      "Polvo en las superficies a la mano, encima de los radiadores y en los marcos de las ventanas",
      "Pisos aspirados y trapeados en todos los cuartos",
      "Camas tendidas y basura afuera",
    ],
    moreServices: { label: "Más servicios", href: "/es/service-page" },
    officeLink: { label: "Limpieza de oficinas", href: "/es/service-page" },
    moveLink: { label: "Limpieza de mudanza", href: "/es/service-page" },
  },
  howItWorks: {
    heading: "Así funciona",
    steps: [
      {
        title: "Mira tu precio",
        text: "Escribe tu código postal (ZIP) y cuántos cuartos y baños tienes. Calculamos el precio con nuestra tabla de tarifas y te mostramos cada concepto antes de reservar.",
      },
      {
        title: "Elige el día y la hora",
        text: "Cualquier día a partir de mañana, con horarios de inicio de 8 a.m. a 5 p.m. Dinos cómo entrar: con el portero, con el código de una caja de llaves o con el súper.",
      },
      {
        title: "Llega y encuéntralo limpio",
        text: "En el historial de tu reserva ves cuándo llega y cuándo termina quien hace la limpieza. Pagas después de la visita, y si se nos pasó algo, regresamos en menos de 24 horas.",
      },
    ],
  },
  reviews: {
    heading: "Lo que dicen nuestros clientes",
    intro: "Opiniones reales de nuestros clientes en Google Maps.",
    basedOn: "Según",
    reviewsLabel: "opiniones",
    seeMore: "Ver más",
    showLess: "Ver menos",
    empty: "Las opiniones no están disponibles en este momento. Vuelve a mirar en un rato.",
  },
  faqs: [
    {
      question: "¿Cuánto cuesta una limpieza?",
      answer: "La limpieza regular cuesta desde {price:residential-cleaning} para un estudio o apartamento de una habitación con un baño, y cada cuarto adicional suma un monto fijo. Pon tus cuartos arriba y verás el precio antes de reservar; los extras, los descuentos por limpieza recurrente y el impuesto de ventas de NYC aparecen detallados en el paso de revisión.",
    },
    {
      question: "¿En qué partes de Nueva York trabajan?",
      answer: "En Manhattan, Brooklyn y Queens. Por ahora no limpiamos en el Bronx, en Staten Island ni fuera de la ciudad; al poner tu código postal lo sabes enseguida.",
    },
    {
      question: "¿Tengo que estar en casa durante la limpieza?",
      answer: "No. Casi todos nuestros clientes dejan la llave con el portero, un código de caja de llaves o instrucciones para el súper. Tus notas de acceso solo las ven la persona asignada a tu visita y nuestro equipo.",
    },
    {
      question: "¿Cuándo se paga?",
      answer: "Después de la visita, cuando ya viste el resultado. Al reservar no se cobra nada, y puedes cambiar la fecha o cancelar gratis hasta 24 horas antes de la hora de inicio.",
    },
    {
      question: "¿Tengo que poner yo los productos?",
      answer: "No. Llevamos productos y equipo de calidad profesional. Si prefieres que usemos algún producto tuyo, déjalo a la vista y avísanos en las notas.",
    },
    {
      question: "¿Y si no quedo contento con la limpieza?",
      answer: "Avísanos dentro de las 24 horas siguientes a la visita y mandamos a alguien a repetir lo que faltó, sin costo alguno.",
    },
  ],
  finalCta: {
    heading: "¿Listo para llegar a una casa limpia?",
    text: [
      "Mira tu precio al instante y reserva el horario que te quede mejor, cualquier día de la semana. ¿Prefieres hablarlo antes con alguien? Llámanos.",
    ],
    bookNow: { label: "Reserva ahora", href: "/es/booking" },
    callLabel: "Llama al {phone}",
  },
};
