/** Office cleaning, in Spanish for New York (docs/product.md, "Languages"): written, not translated word for word. */
import type { ServicePageContent } from "../../types";

export const officeCleaning: ServicePageContent = {
  slug: "office-cleaning",
  path: "/es/services/office-cleaning",
  name: "Limpieza de oficinas",
  priceSlug: "office-cleaning",
  title: "Limpieza de oficinas y comercios en NYC | Borough Bright",
  metaDescription:
    "Limpieza de oficinas, estudios y showrooms en NYC, con precio por pie cuadrado y un mínimo claro. Personal asegurado y certificado de seguro para tu edificio.",
  h1: "Limpieza de oficinas y locales comerciales en Nueva York",
  intro: [
    "Una oficina limpia es de esas cosas que nadie menciona hasta que falta. La cocinita compartida se pone pegajosa, la mesa de juntas se llena de círculos de café y en el baño se acaba la paciencia antes que las toallas de papel. Mantenemos limpias oficinas pequeñas y medianas en Manhattan, Brooklyn y Queens, con un horario que se adapta a su forma de trabajar.",
    "Limpiamos oficinas, estudios creativos, showrooms, espacios de coworking, organizaciones sin fines de lucro y negocios a pie de calle. El precio se calcula por pie cuadrado de superficie, así que sabes lo que cuesta la visita antes de que alguien entre por la puerta. Además, nuestro personal tiene verificación de antecedentes y seguro, algo importante cuando se queda a solas con tus equipos y tus archivos.",
  ],
  included: [
    {
      heading: "Áreas de trabajo",
      items: [
        "Escritorios y superficies de trabajo sin polvo y limpios alrededor de los equipos, sin tocar los papeles",
        "Teléfonos, teclados y puntos de contacto compartidos desinfectados si lo pides",
        "Mesas de juntas, sillas y bordes de las pizarras limpios",
        "Recepción, asientos del lobby y vidrios de la entrada con brillo",
        "Alfombra aspirada y pisos duros aspirados y trapeados",
      ],
    },
    {
      heading: "Cocinita y comedor del personal",
      items: [
        "Mostradores, fregadero y salpicadero limpios",
        "Microondas por dentro y estación de café limpios, con las bandejas de goteo vaciadas",
        "Exterior del refrigerador y del dispensador de agua limpios",
        "Mesas y sillas limpias, piso trapeado",
      ],
    },
    {
      heading: "Baños y basura",
      items: [
        "Inodoros, urinarios, lavamanos y divisiones limpios y desinfectados",
        "Espejos y grifería pulidos, jabón y papel repuestos con tus propios suministros",
        "Basura y reciclaje vaciados, en bolsas separadas y llevados adonde lo pida tu edificio",
      ],
    },
  ],
  whoItsFor: [
    "Oficinas desde unos pocos escritorios hasta un piso entero, de 500 a 20,000 pies cuadrados.",
    "Estudios, agencias y showrooms que necesitan verse impecables frente a sus clientes.",
    "Negocios a pie de calle y espacios comunitarios que quieren dejar todo a punto durante el fin de semana.",
    "Administradores de oficinas y de propiedades que necesitan un proveedor capaz de entregar la documentación del seguro que pide el edificio.",
  ],
  pricing: [
    "La limpieza de oficinas y locales comerciales se cobra por superficie: {sqFtRate} por pie cuadrado, con un mínimo de {fromPrice} por visita. Una oficina de 2,000 pies cuadrados, por ejemplo, paga dos mil veces la tarifa, y el formulario de reserva hace la cuenta en cuanto escribes los pies cuadrados.",
    "El precio al instante cubre espacios de 500 a 20,000 pies cuadrados. Para espacios más grandes, varios pisos con necesidades distintas o cualquier caso fuera de lo común, te damos un presupuesto gratis: mándanos los detalles desde la página de contacto y te respondemos con una cotización.",
    "A cada visita se le aplica el impuesto de ventas de la ciudad de Nueva York, de 8.875%. No cobramos traslado ni productos, no hay sorpresas después, y el pago se hace cuando la visita ya terminó.",
  ],
  process: [
    {
      title: "Mide tu espacio",
      text: "Escribe los pies cuadrados útiles de tu oficina; casi siempre aparecen en el contrato de arrendamiento o en el plano. Si no estás seguro, basta con un cálculo razonable y lo confirmamos en la primera visita.",
    },
    {
      title: "Prepara el edificio",
      text: "Cuéntanos las reglas de tu edificio: el horario del elevador de carga, la entrada de servicio y si la administración necesita un certificado de seguro antes de que lleguemos.",
    },
    {
      title: "Agenda la visita",
      text: "Elige una hora de inicio entre las 8 a.m. y las 5 p.m., cualquier día de la semana. Muchas oficinas prefieren una mañana de fin de semana para que el trabajo se haga con el espacio vacío.",
    },
    {
      title: "Entrada y salida registradas",
      text: "Quien limpia marca su llegada y su salida, y las dos quedan en el historial de tu reserva, así siempre sabes cuándo se hizo el trabajo.",
    },
  ],
  sections: [
    {
      id: "coi",
      heading: "Certificados de seguro y reglas del edificio",
      paragraphs: [
        "Muchos edificios comerciales de Manhattan, Brooklyn y Queens no dejan que un proveedor pase del lobby sin un certificado de seguro (COI) archivado, que a menudo debe nombrar al propietario y a la compañía administradora como asegurados adicionales. Mándanos los requisitos de COI de tu edificio al reservar o por la página de contacto, lo antes posible, porque la administración suele tardar unos días hábiles en revisarlo.",
        "También seguimos las reglas prácticas: firmar en el escritorio de seguridad, usar el elevador de carga o la entrada de servicio cuando lo exigen y no hacer ruido en los pasillos compartidos. Si tu edificio pide cierta vestimenta a los proveedores, tiene horarios restringidos o un sistema para reservar el muelle de carga, anótalo en las notas y trabajamos dentro de esas reglas.",
      ],
    },
    {
      id: "not-included",
      heading: "Lo que no incluye la limpieza de oficinas",
      paragraphs: [
        "No manejamos desechos médicos regulados, objetos punzocortantes ni nada que se considere un riesgo biológico, y no limpiamos ventanas por fuera por encima de la planta baja. Mover muebles pesados, servidores o archivadores, cualquier cosa de más de 40 libras, queda fuera de lo que carga nuestro personal. Lavar alfombras con champú o restaurar pisos son trabajos de especialistas; nosotros aspiramos y trapeamos.",
      ],
    },
  ],
  faqs: [
    {
      question: "¿Pueden limpiar fuera del horario de oficina?",
      answer:
        "Las visitas pueden empezar a cualquier hora en punto de 8 a.m. a 5 p.m., entre semana o en fin de semana. Las oficinas que quieren la limpieza cuando no hay nadie en los escritorios suelen reservar un sábado o un domingo, o una hora de inicio al final de la tarde que se extiende más allá del cierre.",
    },
    {
      question: "¿Nos pueden dar un certificado de seguro para el edificio?",
      answer:
        "Sí. Nuestro personal está asegurado y podemos tramitar un certificado de seguro que cumpla con lo que pide tu edificio. Envíanos los requisitos de tu administrador antes de la primera visita para que lo aprueben a tiempo.",
    },
    {
      question: "¿Llevan productos de limpieza y artículos de papel?",
      answer:
        "Llevamos los productos de limpieza y el equipo profesional. Las toallas de papel, el papel higiénico, el jabón y las bolsas de basura salen de lo que tengas en la oficina; con eso rellenamos los dispensadores.",
    },
    {
      question: "¿Podemos tener un horario fijo cada semana?",
      answer:
        "Sí. Reserva la primera visita en línea y luego dinos por el formulario de contacto qué día y a qué hora quieres la limpieza cada semana; juntos armamos un horario fijo.",
    },
    {
      question: "¿Y si nuestro espacio tiene más de 20,000 pies cuadrados?",
      answer:
        "Pide un presupuesto gratis desde la página de contacto con los pies cuadrados, la cantidad de pisos y de baños, y cada cuánto quieres el servicio. Te respondemos con una cotización en lugar de un precio al instante.",
    },
    {
      question: "¿Viene siempre la misma persona a limpiar la oficina?",
      answer:
        "En las cuentas de oficina recurrentes procuramos mandar siempre a la misma persona, porque saber dónde está el clóset de suministros y qué escritorios no tocar mejora cada visita.",
    },
  ],
  cta: {
    heading: "Una oficina más limpia desde la próxima semana",
    text: "Escribe los pies cuadrados y ve el precio al instante, o pide un presupuesto gratis si tu espacio es grande o especial.",
    primary: { label: "Ver el precio al instante", href: "/es/booking?service=office-cleaning" },
    secondary: { label: "Pide un presupuesto gratis", href: "/es/contact" },
  },
};
