/** Manhattan, in Spanish for New York (docs/product.md, "Languages"): written, not translated word for word. */
import type { BoroughPageContent } from "../../types";

export const manhattanCleaning: BoroughPageContent = {
  slug: "manhattan-cleaning",
  path: "/es/services/manhattan-cleaning",
  borough: "Manhattan",
  priceSlug: "residential-cleaning",
  title: "Servicio de limpieza en Manhattan | Borough Bright Cleaning",
  metaDescription:
    "Limpieza de apartamentos, casas y oficinas en todo Manhattan, del Financial District a Inwood. Edificios con portero, walk-ups y co-ops. Precio al instante.",
  h1: "Servicio de limpieza de apartamentos en Manhattan",
  intro: [
    "En Manhattan hay hogares de todas las formas: un estudio en un cuarto piso sin ascensor en el East Village, un clásico apartamento de seis ambientes en el Upper West Side, un alquiler en una torre de vidrio junto al Hudson, un loft en Tribeca con más ventanas que paredes. Todos tienen algo en común: poco espacio, mucho uso y un edificio con reglas sobre quién entra y quién sale. Limpiamos cada uno de esos hogares, cualquier día de la semana.",
    "Nuestro equipo sabe cómo funcionan los edificios de Manhattan: anunciarse con el portero, esperar el ascensor de servicio, dejar las llaves como prefiere la recepción. Tú reservas en línea con un precio al instante, nos dices cómo entrar y vuelves a un apartamento limpio.",
  ],
  neighborhoods: {
    heading: "Barrios de Manhattan que atendemos",
    intro: "Cubrimos el Manhattan residencial de punta a punta, desde el extremo sur hasta el borde norte de la isla, y también Roosevelt Island.",
    groups: [
      {
        area: "Downtown (Bajo Manhattan)",
        neighborhoods: [
          "Financial District",
          "Battery Park City",
          "Tribeca",
          "SoHo",
          "Chinatown",
          "Lower East Side",
          "Two Bridges",
          "East Village",
          "Greenwich Village",
          "West Village",
        ],
      },
      {
        area: "Midtown",
        neighborhoods: [
          "Chelsea",
          "Flatiron",
          "NoMad",
          "Gramercy Park",
          "Stuyvesant Town",
          "Kips Bay",
          "Murray Hill",
          "Hell's Kitchen",
          "Midtown East",
          "Sutton Place",
          "Tudor City",
        ],
      },
      {
        area: "Uptown",
        neighborhoods: [
          "Upper West Side",
          "Lincoln Square",
          "Upper East Side",
          "Lenox Hill",
          "Yorkville",
          "Carnegie Hill",
          "Roosevelt Island",
        ],
      },
      {
        area: "Alto Manhattan",
        neighborhoods: [
          "Morningside Heights",
          "Harlem",
          "East Harlem",
          "Hamilton Heights",
          "Sugar Hill",
          "Washington Heights",
          "Hudson Heights",
          "Inwood",
        ],
      },
    ],
  },
  zipCoverage: {
    heading: "Códigos postales de Manhattan que cubrimos",
    text: [
      "El formulario de reserva revisa tu código postal (ZIP) mientras lo escribes. Atendemos estos códigos residenciales de Manhattan; los que son solo para empresas o para apartados postales no están en la lista.",
      "Si tu edificio tiene su propio código postal o no sabes si está dentro de la zona, escríbenos desde la página de contacto con la dirección y lo verificamos.",
    ],
    ranges: ["10001-10007", "10009-10014", "10016-10040", "10044", "10065", "10069", "10075", "10128", "10280", "10282"],
  },
  localNotes: [
    {
      id: "doormen",
      heading: "Edificios con portero y recepción",
      paragraphs: [
        "En un edificio con portero, lo más sencillo es dejar una llave en la recepción y agregar a quien limpia a la lista de visitas. Indícanos el nombre que figura en la lista y cualquier instrucción, por ejemplo si la recepción llama arriba para avisar o deja subir directamente, y quien limpia mostrará su identificación y seguirá la rutina del edificio.",
        "Muchos edificios de servicio completo piden a los proveedores que usen la entrada y el ascensor de servicio. Planeamos los primeros minutos de la visita con eso en mente, para que, si hay que esperar el ascensor, no te sorprenda que se descuente de tu tiempo de limpieza.",
      ],
    },
    {
      id: "walk-ups",
      heading: "Walk-ups y tenements",
      paragraphs: [
        "Los edificios sin ascensor de cinco y seis pisos están por todas partes al sur de la calle 14, en Hell's Kitchen y en todo Harlem y Washington Heights. Quien limpia sube su equipo a pie, y el precio es el mismo si vives en el segundo piso o en el sexto. Los apartamentos tipo railroad, con un cuarto detrás de otro, y los que tienen la bañera en la cocina son terreno conocido para nosotros.",
        "En los edificios viejos, el timbre no siempre responde. Si el tuyo tiene sus días, déjanos en las notas de acceso un número al que mandar un mensaje al llegar o el código de una caja de llaves.",
      ],
    },
    {
      id: "co-ops",
      heading: "Reglas de las co-ops y certificados de seguro",
      paragraphs: [
        "Las cooperativas de preguerra de Central Park West, Riverside Drive y Park Avenue a menudo limitan el horario de los proveedores, exigen un certificado de seguro a quien trabaje dentro de un apartamento o piden avisar con anticipación al agente administrador. Empezar cada visita entre las 8 a.m. y las 5 p.m. cumple con las reglas de la mayoría de los edificios; si el tuyo restringe los fines de semana, elige un día entre semana.",
        "Si tu edificio necesita nuestro certificado de seguro, mándanos los requisitos del agente administrador al hacer la reserva. Cuanto antes los tengamos, antes queda el papeleo archivado en la oficina del edificio.",
      ],
    },
    {
      id: "parking-and-dust",
      heading: "Estacionamiento, tráfico y el polvo de la ciudad",
      paragraphs: [
        "Estacionar en la calle en Manhattan es casi imposible, pero ese problema es nuestro, no tuyo. Nunca tienes que buscarnos lugar ni pagarnos un garaje, y ninguna reserva lleva cargo por traslado.",
        "Los apartamentos que dan a las avenidas o quedan cerca de los accesos a puentes y túneles acumulan una mugre gris y fina en las repisas de las ventanas y en las persianas, que un sacudido normal solo cambia de lugar. Siempre limpiamos las repisas y la parte de arriba de los radiadores, y puedes sumar como extra la limpieza interior de ventanas, que se cobra por ventana.",
      ],
    },
  ],
  services: {
    heading: "Servicios populares en Manhattan",
    intro: "Ofrecemos todos nuestros servicios en cualquier punto de Manhattan. Estos son los que más reservan los clientes de la isla.",
    items: [
      {
        serviceSlug: "residential-cleaning",
        name: "Limpieza regular",
        text: "Mantenimiento semanal o cada dos semanas para apartamentos con cocina de pasillo y baño sin ventana. Las visitas recurrentes ahorran de 10% a 20%.",
      },
      {
        serviceSlug: "move-in-out-cleaning",
        name: "Limpieza de mudanza",
        text: "Coordinada con la reserva del ascensor de carga y la inspección del board o del casero, para alquileres, co-ops y condominios.",
      },
      {
        serviceSlug: "deep-cleaning",
        name: "Limpieza profunda",
        text: "Una puesta a cero completa para apartamentos de preguerra después de un invierno de calefacción a vapor, con juntas, radiadores y marcos de puertas incluidos.",
      },
      {
        serviceSlug: "office-cleaning",
        name: "Limpieza de oficinas",
        text: "Precio por pie cuadrado para oficinas, estudios y showrooms de Midtown y Downtown, con certificados de seguro para el edificio.",
      },
      {
        serviceSlug: "post-construction-cleaning",
        name: "Limpieza después de obra",
        text: "Para remodelaciones en co-ops y condominios que terminan con la aprobación final del acuerdo de alteraciones y una capa de polvo de yeso.",
      },
    ],
  },
  pricing: [
    "En Manhattan cobramos lo mismo que en todas las zonas donde trabajamos. La limpieza regular empieza en {fromPrice}, que corresponde a un estudio o a un apartamento de un dormitorio con un baño, y el formulario de reserva suma una cantidad fija por cada habitación y cada baño extra. No hay recargo por portero, ni tarifa por walk-up, ni cargo por traslado.",
    "Las limpiezas regulares recurrentes tienen 10% de descuento si son mensuales, 15% si son cada dos semanas y 20% si son semanales. El impuesto de ventas de la ciudad, de 8.875%, aparece en el precio antes de que reserves, y pagas cuando termina la visita.",
  ],
  faqs: [
    {
      question: "¿Limpian en edificios con portero aunque yo no esté en casa?",
      answer:
        "Sí, es uno de los arreglos más comunes. Deja una llave y el aviso de la visita en la recepción, escribe los detalles en tus notas de acceso y nosotros nos encargamos del resto.",
    },
    {
      question: "Mi co-op exige un certificado de seguro. ¿Me lo pueden dar?",
      answer:
        "Sí. Pídele al agente administrador sus requisitos exactos, como los nombres que deben figurar como asegurados adicionales, y envíanoslos antes de la primera visita para que el certificado se apruebe a tiempo.",
    },
    {
      question: "¿Cobran extra por un walk-up?",
      answer:
        "No. Las escaleras son parte de trabajar en Manhattan. Tu precio depende solo del servicio, del tamaño de tu casa y de los extras que elijas.",
    },
    {
      question: "¿Llegan a Roosevelt Island y a Inwood?",
      answer:
        "Sí. Roosevelt Island (10044) e Inwood (10034) están dentro de nuestra cobertura en Manhattan, igual que todo lo que hay entre ellos, incluidos East Harlem y Washington Heights.",
    },
    {
      question: "¿Qué tan pronto puedo tener una limpieza en Manhattan?",
      answer:
        "El primer horario disponible es mañana, y puedes reservar hasta con 90 días de anticipación. Las visitas empiezan entre las 8 a.m. y las 5 p.m., todos los días de la semana.",
    },
  ],
  cta: {
    heading: "Reserva tu limpieza en Manhattan",
    text: "Pon tu código postal, tus cuartos y los extras para ver el precio al instante, y elige cualquier día desde mañana.",
    primary: { label: "Reserva ahora", href: "/es/booking?service=residential-cleaning" },
    secondary: { label: "Contáctanos", href: "/es/contact" },
  },
};
