/** Queens, in Spanish for New York (docs/product.md, "Languages"): written, not translated word for word. */
import type { BoroughPageContent } from "../../types";

export const queensCleaning: BoroughPageContent = {
  slug: "queens-cleaning",
  path: "/es/services/queens-cleaning",
  borough: "Queens",
  priceSlug: "residential-cleaning",
  title: "Limpieza de casas en Queens | Borough Bright Cleaning",
  metaDescription:
    "Limpieza de casas, apartamentos y oficinas en todo Queens, de Astoria y Long Island City a Bayside y los Rockaways. Personal asegurado y precio al instante.",
  h1: "Servicio de limpieza de casas en Queens",
  intro: [
    "En Queens hay hogares de todo tipo: edificios altos de alquiler en Long Island City, cooperativas con jardín en Jackson Heights, casas de ladrillo semiadosadas en Middle Village, casas estilo Tudor en Forest Hills Gardens, casas de dos familias en casi cada cuadra de Astoria y Flushing, y casitas de playa y torres en los Rockaways. Limpiamos en todas ellas, los siete días de la semana.",
    "Como en Queens muchas familias viven en una casa completa y no en un apartamento, armamos el precio con tu número real de habitaciones y baños. Nuestro equipo llega preparado para sótanos terminados, varias escaleras y esa puerta del patio por donde se cuela medio jardín.",
  ],
  neighborhoods: {
    heading: "Barrios de Queens donde limpiamos",
    intro: "Desde el East River hasta el límite con el condado de Nassau, pasando por Jackson Heights, Elmhurst y Corona, y hacia el sur hasta la península de Rockaway, estos son los barrios que atendemos.",
    groups: [
      {
        area: "Oeste de Queens",
        neighborhoods: [
          "Long Island City",
          "Hunters Point",
          "Astoria",
          "Ditmars-Steinway",
          "Sunnyside",
          "Woodside",
          "Maspeth",
          "Ridgewood",
          "Glendale",
          "Middle Village",
        ],
      },
      {
        area: "Centro de Queens",
        neighborhoods: [
          "Jackson Heights",
          "East Elmhurst",
          "Elmhurst",
          "Corona",
          "Rego Park",
          "Forest Hills",
          "Kew Gardens",
          "Kew Gardens Hills",
          "Richmond Hill",
          "Woodhaven",
        ],
      },
      {
        area: "Noreste de Queens",
        neighborhoods: [
          "Flushing",
          "College Point",
          "Whitestone",
          "Bayside",
          "Douglaston",
          "Little Neck",
          "Auburndale",
          "Fresh Meadows",
          "Oakland Gardens",
          "Glen Oaks",
        ],
      },
      {
        area: "Sureste de Queens",
        neighborhoods: [
          "Jamaica",
          "Jamaica Estates",
          "Briarwood",
          "Hollis",
          "St. Albans",
          "Cambria Heights",
          "Queens Village",
          "Bellerose",
          "Laurelton",
          "Rosedale",
          "Springfield Gardens",
          "South Jamaica",
        ],
      },
      {
        area: "Sur de Queens y los Rockaways",
        neighborhoods: [
          "Ozone Park",
          "South Ozone Park",
          "Howard Beach",
          "Far Rockaway",
          "Arverne",
          "Rockaway Beach",
          "Rockaway Park",
          "Belle Harbor",
          "Broad Channel",
          "Breezy Point",
        ],
      },
    ],
  },
  zipCoverage: {
    heading: "Códigos postales de Queens que cubrimos",
    text: [
      "En Queens, las direcciones llevan el nombre del barrio en lugar del condado, y por eso no siempre es fácil saber si una dirección está dentro de nuestra zona. El formulario de reserva comprueba tu código postal (ZIP) de cinco dígitos, y estos son los códigos residenciales de Queens que acepta.",
      "Cerca del límite con Nassau, algunas calles que parecen de Queens tienen código postal de Long Island. El formulario se guía solo por el código postal, así que si rechaza el tuyo y crees que vives en Queens, mándanos la dirección desde la página de contacto y lo revisamos.",
    ],
    ranges: [
      "11004-11005",
      "11101-11106",
      "11109",
      "11354-11375",
      "11377-11379",
      "11385",
      "11411-11424",
      "11426-11430",
      "11432-11436",
      "11439",
      "11451",
      "11691-11694",
      "11697",
    ],
  },
  localNotes: [
    {
      id: "houses",
      heading: "Casas, sótanos y patios",
      paragraphs: [
        "Una casa en Queens suele tener la cocina en la planta principal, las habitaciones arriba, un sótano terminado con un segundo baño y una puerta trasera que da al patio. Cuando pongas las habitaciones y los baños en el formulario de reserva, cuenta todos los que quieres que limpiemos, incluido el baño del sótano, para que el tiempo estimado se ajuste al trabajo real.",
        "Por la puerta de atrás y el garaje entra más tierra de la que jamás entraría por el lobby de un edificio. Por eso les damos atención extra a las entradas, al piso del recibidor y al camino hasta la cocina. Si tienes deck o patio, puedes sumarlo con el extra de balcón o terraza.",
      ],
    },
    {
      id: "co-ops",
      heading: "Cooperativas con jardín y complejos de apartamentos",
      paragraphs: [
        "En Jackson Heights, Forest Hills, Rego Park, Kew Gardens y Bayside abundan los edificios en cooperativa (co-ops) y los complejos con jardín, cada uno con sus propias reglas para contratistas y personal de limpieza: firmar en la oficina de administración, horarios aprobados y, a veces, un certificado de seguro. Cuéntanos qué exige tu edificio y dejamos todo listo antes de la primera visita.",
        "Muchos de estos edificios se construyeron entre las décadas de 1920 y 1960, y conservan radiadores de vapor, pisos de parquet originales y baños pequeños de azulejo. El parquet no se lleva bien con el agua: lo trapeamos con el trapeador apenas húmedo y lo vamos secando sobre la marcha.",
      ],
    },
    {
      id: "trains-and-shore",
      heading: "El tren 7, el N y el W, y la playa",
      paragraphs: [
        "Quien vive junto a la línea elevada del 7 en Roosevelt Avenue o Queens Boulevard, del N y el W en Astoria, o del J y el Z sobre Jamaica Avenue conoce bien el polvillo de acero en las repisas de las ventanas y esa película gris que cubre todo lo que está cerca de una ventana abierta. En cada visita limpiamos repisas y radiadores, y la limpieza interior de ventanas se puede agregar, con precio por ventana.",
        "En los Rockaways y en Broad Channel, la arena y el aire salado nunca se van. La arena se esconde en las esquinas, debajo de las alfombras y en la ducha, así que primero aspiramos, después trapeamos, y dejamos limpios los rieles de las puertas corredizas.",
      ],
    },
    {
      id: "parking",
      heading: "Entradas de garaje y estacionamiento",
      paragraphs: [
        "Queens tiene más entradas de garaje que los otros condados donde trabajamos, pero en muchas cuadras todavía rige el estacionamiento alterno por la limpieza de calles. Si podemos usar tu entrada, indícalo en las notas de acceso. Si no, tranquilo: estacionar es asunto nuestro, y ninguna reserva lleva cargos por traslado ni por estacionamiento.",
      ],
    },
  ],
  services: {
    heading: "Los servicios más pedidos en Queens",
    intro: "Todos nuestros servicios están disponibles en cualquier rincón de Queens. Estos son los que más reservan nuestros clientes de aquí.",
    items: [
      {
        serviceSlug: "residential-cleaning",
        name: "Limpieza regular",
        text: "Limpieza de rutina para casas y apartamentos, contando también el baño del sótano, con un ahorro de 10% a 20% si la haces recurrente.",
      },
      {
        serviceSlug: "deep-cleaning",
        name: "Limpieza profunda",
        text: "Una puesta a punto de temporada para casas de familia y cooperativas de preguerra, con radiadores, marcos de puertas y juntas de azulejos incluidos.",
      },
      {
        serviceSlug: "move-in-out-cleaning",
        name: "Limpieza de mudanza",
        text: "Para entregar o recibir una casa de dos familias o un co-op que se vende, coordinada con el cierre o con la llegada del nuevo inquilino.",
      },
      {
        serviceSlug: "office-cleaning",
        name: "Limpieza de oficinas",
        text: "Precio por pie cuadrado para oficinas y locales comerciales en Long Island City, Flushing, Jamaica y otros barrios.",
      },
      {
        serviceSlug: "heavy-condition-cleaning",
        name: "Limpieza de casos difíciles",
        text: "Para la casa que se quedó muy atrás con la limpieza, por ejemplo después de una enfermedad o de pasar mucho tiempo desocupada.",
      },
    ],
  },
  pricing: [
    "En Queens cobramos lo mismo que en Manhattan y Brooklyn. El precio base de la limpieza regular, {fromPrice}, cubre un estudio o un apartamento de una habitación con un baño, y cada habitación o baño adicional suma una cantidad fija. Una casa con sótano terminado se cotiza por sus cuartos, no por cuántos niveles tiene.",
    "Elige visitas mensuales, cada dos semanas o semanales y ahorra 10%, 15% o 20% en cada una. Al total se suma el impuesto sobre las ventas de la ciudad de Nueva York (8.875%), y el pago se cobra después de la limpieza.",
  ],
  faqs: [
    {
      question: "¿Llegan hasta los Rockaways y Glen Oaks?",
      answer:
        "Sí. En Queens cubrimos desde Long Island City hasta Glen Oaks y Bellerose, en el límite de la ciudad, y hacia el sur hasta Far Rockaway, Arverne, Rockaway Park y Breezy Point.",
    },
    {
      question: "¿Cómo cuento las habitaciones de una casa con sótano?",
      answer:
        "Cuenta cada habitación y cada baño que quieras que limpiemos, en cualquier piso de la casa. Si el sótano terminado tiene baño, ese baño cuenta; una sala familiar en el sótano se limpia como parte de las áreas de estar.",
    },
    {
      question: "Mi co-op exige que los contratistas se registren con la administración. ¿Es un problema?",
      answer:
        "Para nada. Mándanos los requisitos de la oficina de administración, incluido el certificado de seguro si lo piden, y nos ocupamos del papeleo antes de la fecha de tu limpieza.",
    },
    {
      question: "¿Pueden limpiar mi unidad y la de mi inquilino en mi casa de dos familias?",
      answer:
        "Sí, con dos reservas, una por unidad, cada una con su propia línea de dirección y sus propias notas de acceso. Así los precios, las llaves y las instrucciones no se mezclan.",
    },
    {
      question: "¿Mi código postal está dentro de su zona?",
      answer:
        "Si es un código postal residencial de Queens que aparece en la lista de esta página, sí. El formulario de reserva lo revisa automáticamente y, si la dirección queda fuera de nuestra zona, te avisa con un mensaje antes de que sigas.",
    },
  ],
  cta: {
    heading: "Reserva tu limpieza en Queens",
    text: "Cuenta tus habitaciones y baños, mira tu precio al instante y elige cualquier día a partir de mañana.",
    primary: { label: "Reserva ahora", href: "/es/booking?service=residential-cleaning" },
    secondary: { label: "Pide un presupuesto gratis", href: "/es/contact" },
  },
};
