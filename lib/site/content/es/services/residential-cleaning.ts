/** Residential cleaning, in Spanish for New York (docs/product.md, "Languages"): written, not translated word for word. */
import type { ServicePageContent } from "../../types";

export const residentialCleaning: ServicePageContent = {
  slug: "residential-cleaning",
  path: "/es/services/residential-cleaning",
  name: "Limpieza regular",
  priceSlug: "residential-cleaning",
  title: "Limpieza de casas en NYC | Borough Bright Cleaning",
  metaDescription:
    "Limpieza de casas y apartamentos en Manhattan, Brooklyn y Queens: personal verificado y asegurado, precio al instante y 10–20% menos en visitas fijas.",
  h1: "Limpieza regular de casas y apartamentos en Nueva York",
  intro: [
    "La limpieza regular es la visita que mantiene tu apartamento en orden entre una limpieza grande y otra. Se limpian los mostradores, se friega el baño, se lavan los pisos y ese polvo que entra de la calle deja de acumularse en cada mueble y repisa. Es nuestro servicio más pedido, y casi todos nuestros clientes lo ponen en un horario fijo para olvidarse del tema.",
    "Limpiamos estudios, apartamentos de una habitación, pisos enteros de brownstone, dúplex y casas de familia en Manhattan, Brooklyn y Queens. Quien llega a tu casa trae productos y equipo profesional, recorre la cocina, los baños, los cuartos y la sala siguiendo siempre el mismo orden, y te deja todo listo para que llegues y te sientes a descansar.",
    "Si hace tiempo que tu casa no recibe una limpieza a fondo, lo mejor suele ser empezar con una limpieza profunda y seguir después con visitas regulares. Si ya está en buen estado, la limpieza regular es el punto de partida ideal.",
  ],
  included: [
    {
      heading: "Cocina",
      items: [
        "Mostradores, salpicadero y el exterior de la estufa, el refrigerador, el lavaplatos y el microondas bien limpios",
        "Hornillas, rejillas y perillas de la estufa desengrasadas",
        "Interior del microondas limpio",
        "Fregadero restregado y llave del agua con brillo",
        "Frentes y jaladeras de los gabinetes limpios donde se marcan los dedos",
        "Piso de la cocina aspirado o barrido, y después trapeado",
      ],
    },
    {
      heading: "Baños",
      items: [
        "Inodoro limpio por dentro y por fuera, con la base y las bisagras",
        "Bañera, paredes de la ducha y mampara sin rastro de jabón",
        "Lavamanos, tope del mueble y grifería limpios y brillantes",
        "Espejos y puerta del botiquín sin marcas ni rayas",
        "Piso del baño lavado a mano alrededor del inodoro y de los bordes de la bañera",
      ],
    },
    {
      heading: "Cuartos y sala",
      items: [
        "Polvo fuera de superficies, repisas, lámparas y cuadros al alcance",
        "Parte de arriba de los radiadores, marcos de ventana y cornisas limpios",
        "Camas tendidas, con sábanas limpias si nos las dejas a la mano",
        "Alfombras aspiradas; pisos duros aspirados y trapeados",
        "Basura y reciclaje recogidos y en bolsas",
      ],
    },
  ],
  whoItsFor: [
    "Quienes trabajan largas jornadas y prefieren pasar el sábado en cualquier lugar menos arrodillados junto a la bañera.",
    "Compañeros de apartamento que quieren un mismo nivel de limpieza para la cocina y el baño compartidos, sin lista de tareas pegada en el refri.",
    "Familias en casas o en apartamentos grandes de preguerra, donde la limpieza nunca termina.",
    "Cualquiera que recibe visitas seguido, trabaja desde casa o vive con un perro que suelta más pelo del que parece posible.",
  ],
  pricing: [
    "La limpieza regular cuesta desde {fromPrice} para un estudio o un apartamento de una habitación con un baño. Cada habitación y cada baño adicional suman un monto fijo, y el formulario de reserva te muestra cada línea antes de confirmar. Cotizamos desde estudios hasta casas de seis habitaciones, y de uno a cinco baños.",
    "Con un horario fijo pagas menos: 10% de descuento si la visita es mensual, 15% si es cada dos semanas y 20% si es semanal. El descuento se aplica a toda la visita, extras incluidos, en cada limpieza de la serie.",
    "Los extras, como el interior del refrigerador ({extra:inside-fridge}), el interior del horno ({extra:inside-oven}), las ventanas por dentro ({extra:interior-windows} cada una) o una carga de ropa ({extra:laundry} por carga), solo se cobran si los eliges. Al final se suma el impuesto de ventas de la ciudad de Nueva York, de 8.875%, y pagas después de la visita, no al reservar.",
  ],
  process: [
    {
      title: "Pide tu precio",
      text: "Elige limpieza regular, indica cuántas habitaciones y baños tienes, agrega los extras que quieras y la frecuencia. El precio y el tiempo estimado se actualizan mientras eliges.",
    },
    {
      title: "Escoge el horario",
      text: "Puedes elegir cualquier día desde mañana hasta 90 días después, con hora de inicio en punto entre las 8 a.m. y las 5 p.m., fines de semana incluidos.",
    },
    {
      title: "Dinos cómo entrar",
      text: "Escribe tu dirección y las notas de acceso: el nombre del portero, dónde está la llave, el código del intercomunicador o si el gato se escapa al pasillo en cuanto abres la puerta.",
    },
    {
      title: "Llega a una casa limpia",
      text: "Quien limpia sigue la lista completa, marca su salida al terminar y tú recibes un correo para contarnos cómo te fue. El pago se hace después de la visita.",
    },
  ],
  sections: [
    {
      id: "nyc-homes",
      heading: "Pensada para cómo se vive de verdad en Nueva York",
      paragraphs: [
        "Los apartamentos de la ciudad se ensucian a su manera. Las ventanas que dan a una avenida se cubren de una capa gris por el tráfico, los radiadores levantan polvo por la pared todo el invierno y en una cocina estrecha cada salpicadura de aceite cae al lado de los gabinetes. Nuestra lista tiene en cuenta esos detalles, así que la parte de arriba de los radiadores y los marcos de las ventanas se limpian en cada visita, no solo cuando alguien se acuerda.",
        "En un espacio pequeño, cada cosa cuenta. Limpiamos alrededor de tus pertenencias en vez de reacomodarlas, devolvemos a su lugar lo que movemos y preguntamos antes de tocar cualquier objeto que parezca frágil, caro o de valor sentimental.",
      ],
    },
  ],
  faqs: [
    {
      question: "¿Qué diferencia hay entre una limpieza regular y una limpieza profunda?",
      answer:
        "La limpieza regular mantiene una casa que ya está en un estado razonable: superficies, grifería y pisos. La limpieza profunda entra en los detalles, como restregar las juntas de los azulejos, desengrasar los frentes de los gabinetes, limpiar los marcos de las puertas y detrás de los muebles livianos. Si han pasado unos meses desde la última limpieza a fondo, empieza por una profunda.",
    },
    {
      question: "¿Tengo que estar en casa mientras limpian?",
      answer:
        "No. Muchos clientes dejan la llave con el portero o con un vecino, o nos dan el código de una caja de seguridad en las notas de acceso. Cuéntanos qué funciona en tu edificio y lo seguimos al pie de la letra.",
    },
    {
      question: "¿Vendrá siempre la misma persona a limpiar?",
      answer:
        "En las visitas recurrentes intentamos mandar a la misma persona siempre que el calendario lo permita, porque alguien que ya conoce tu casa trabaja más rápido y se fija en más detalles. Si esa persona no está disponible, otra sigue la misma lista y tus notas.",
    },
    {
      question: "¿Puedo saltarme o mover una visita de mi serie recurrente?",
      answer:
        "Sí. Desde la página de tu reserva puedes cambiar o cancelar una sola visita, o cancelar toda la serie, sin costo, siempre que lo hagas con más de 24 horas de anticipación a la hora de inicio.",
    },
    {
      question: "¿Traen sus propios productos de limpieza?",
      answer:
        "Sí, llevamos productos y equipo profesional. Si prefieres algún producto en particular, por ejemplo uno sin fragancia o uno especial para tus mostradores de piedra, déjalo a la vista y menciónalo en tus notas.",
    },
    {
      question: "¿Cobran más por subir escaleras en un edificio sin ascensor?",
      answer:
        "No. Un quinto piso por escalera cuesta lo mismo que un edificio con ascensor. El precio depende solo del servicio, de los cuartos y de los extras que elijas.",
    },
  ],
  cta: {
    heading: "Tu limpieza, en piloto automático",
    text: "Recibe tu precio al instante, elige la frecuencia y ahorra hasta un 20% con visitas semanales.",
    primary: { label: "Reserva una limpieza regular", href: "/es/booking?service=residential-cleaning" },
    secondary: { label: "Haz una pregunta", href: "/es/contact" },
  },
};
