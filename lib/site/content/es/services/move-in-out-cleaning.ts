/** Move in/out cleaning, in Spanish for New York (docs/product.md, "Languages"): written, not translated word for word. */
import type { ServicePageContent } from "../../types";

export const moveInOutCleaning: ServicePageContent = {
  slug: "move-in-out-cleaning",
  path: "/es/services/move-in-out-cleaning",
  name: "Limpieza de mudanza",
  priceSlug: "move-in-out-cleaning",
  title: "Limpieza de mudanza en Nueva York | Borough Bright",
  metaDescription:
    "Limpieza de mudanza para apartamentos de alquiler, co-ops y condos en NYC, lista para la inspección del casero o de la junta. Cotiza en línea y paga después.",
  h1: "Limpieza de mudanza en Nueva York, al entrar o al salir",
  intro: [
    "Mudarse en Nueva York es un rompecabezas: reservar el elevador de carga, conseguir el certificado de seguro para la compañía de mudanza, alcanzar al súper que solo está hasta las cuatro, y un contrato que vence el día 31 mientras el nuevo empieza el día 1. La limpieza casi siempre termina metida la última noche, con un trapeador prestado. No tiene por qué ser así.",
    "Nuestra limpieza de mudanza está pensada para casas vacías o casi vacías. Sin muebles de por medio llegamos a cada esquina, cada repisa y cada tabla del piso, y dejamos el apartamento como lo va a revisar el casero, la administración o la junta del co-op en la inspección final. Si te estás mudando a un lugar nuevo, es el mismo servicio: desempacas en un apartamento limpio de verdad, no solo barrido.",
  ],
  included: [
    {
      heading: "En toda la casa",
      items: [
        "Todos los pisos aspirados y trapeados de pared a pared, también donde estaban los muebles",
        "Clósets sin polvo: repisas, barras y el piso por dentro",
        "Puertas, marcos y manijas lavados",
        "Interruptores de luz, tapas de enchufes y paneles del intercomunicador limpios",
        "Radiadores y sus cubiertas sin polvo, por dentro y por fuera",
        "Marcos y rieles de las ventanas limpios",
        "Repisas empotradas y botiquines del baño limpios por dentro",
      ],
    },
    {
      heading: "Cocina y baños",
      items: [
        "Frentes de gabinetes y gavetas desengrasados, manijas incluidas",
        "Estufa por fuera, hornillas, parrillas, bandejas de goteo y campana limpias",
        "Fregadero, llave del agua y el espacio debajo del fregadero",
        "Bañera, ducha, inodoro y lavamanos restregados, con la grifería brillante",
        "Azulejos de las paredes lavados y juntas del piso cepilladas",
      ],
    },
  ],
  whoItsFor: [
    "Inquilinos que se mudan y quieren recuperar todo su depósito de seguridad.",
    "Dueños de co-ops y condos que venden y tienen una inspección final antes del cierre.",
    "Compradores e inquilinos nuevos que quieren empezar en limpio antes de que lleguen las cajas.",
    "Caseros y administradores que preparan un apartamento entre un inquilino y otro.",
  ],
  pricing: [
    "La limpieza de mudanza de un estudio o un apartamento de una habitación con un baño cuesta {fromPrice}; en casas más grandes se suma una cantidad fija por cada habitación y cada baño adicional. El formulario de reserva te muestra el desglose completo al momento.",
    "Cuando el apartamento está vacío, casi todo el mundo agrega el interior de la nevera ({extra:inside-fridge}), del horno ({extra:inside-oven}) y de los gabinetes ({extra:inside-cabinets}), porque el casero o el comprador va a abrir los tres. También puedes agregar ventanas por dentro ({extra:interior-windows} cada una), zócalos y limpieza de manchas en las paredes. Cada extra aparece en tu cotización, así que el total que ves, con el impuesto de ventas de NYC del 8.875% incluido, es lo que pagas.",
    "Pagas después de la visita. La limpieza de mudanza es un servicio de una sola vez, por eso no lleva descuentos por visitas recurrentes.",
  ],
  process: [
    {
      title: "Escoge bien el momento",
      text: "Reserva para después de que se vaya la mudanza y antes de entregar las llaves. La luz y el agua tienen que seguir conectadas: necesitamos ver y necesitamos agua para limpiar.",
    },
    {
      title: "Resuelve el acceso",
      text: "Deja las llaves con el portero o el súper, o encuéntrate con nosotros allá. Si tu edificio exige el elevador de carga para quien lleve equipo, dinos el horario que reservaste.",
    },
    {
      title: "Limpiamos de arriba abajo",
      text: "Primero repisas y gabinetes, luego superficies y por último los pisos, terminando en la puerta de entrada.",
    },
    {
      title: "Listo para la inspección",
      text: "Al terminar, tu reserva aparece como terminada y te llega un email, así que puedes ir directo a la inspección o al cierre.",
    },
  ],
  sections: [
    {
      id: "deposits",
      heading: "El depósito de seguridad y las inspecciones del co-op",
      paragraphs: [
        "Según la ley de protección al inquilino de Nueva York de 2019, por lo general el casero tiene 14 días desde que te mudas para devolverte el depósito de seguridad o darte una lista detallada de lo que se queda y por qué. El desgaste normal por uso no es motivo válido de descuento, pero un apartamento sucio abre la puerta a discutir qué cuenta como daño. Con un apartamento limpiado por profesionales, esa discusión ni empieza.",
        "Los co-ops y los condos tienen sus propias reglas. Muchas juntas y administradoras revisan la unidad antes de que se cierre la venta o antes de que entre el nuevo dueño, y algunos edificios se fijan mucho en los daños a las áreas comunes y en el uso del elevador de carga el día de la mudanza. Trabajamos según las reglas y los horarios de tu edificio, para que la limpieza sea una cosa menos que negociar.",
      ],
    },
  ],
  faqs: [
    {
      question: "¿El apartamento tiene que estar vacío cuando limpien?",
      answer:
        "Lo ideal es que sí. Con los cuartos vacíos limpiamos donde estaban los muebles y dentro de cada clóset. Si quedan algunas cajas o muebles, limpiamos alrededor y te avisamos a qué no pudimos llegar.",
    },
    {
      question: "¿Pueden limpiar el mismo día de la mudanza?",
      answer:
        "Sí, siempre que la mudanza haya terminado a la hora de inicio que elijas. Lo más tarde que empezamos es a las 5 p.m., así que si te mudas ese mismo día, un horario de la tarde le da tiempo a la mudanza para terminar.",
    },
    {
      question: "¿Se llevan lo que dejó el inquilino anterior?",
      answer:
        "La basura suelta la metemos en bolsas y la llevamos al área de basura del edificio. Muebles, colchones y objetos grandes no los cargamos; para eso hace falta una compañía que saque muebles y trastos viejos, o pedirle a la ciudad una recogida de objetos voluminosos.",
    },
    {
      question: "¿Con esto me garantizan que me devuelvan el depósito?",
      answer:
        "Ninguna compañía de limpieza puede prometer lo que va a decidir tu casero, y los daños o el desgaste son otro tema. Lo que sí prometemos es un apartamento limpio: si algo que limpiamos no quedó bien, avísanos dentro de las 24 horas y volvemos a arreglarlo sin costo.",
    },
    {
      question: "¿Y el interior de la nevera y del horno?",
      answer:
        "Son extras y, en una mudanza, casi siempre vale la pena agregarlos. Márcalos en el paso 2 del formulario de reserva para que quede apartado el tiempo adicional.",
    },
    {
      question: "Me mudo a un apartamento nuevo o recién remodelado. ¿Es este el servicio correcto?",
      answer:
        "Si los contratistas acaban de terminar, el polvo de obra necesita otro método. En ese caso reserva la limpieza después de obra, que se cobra por pie cuadrado y está pensada para el polvo fino y los residuos que quedan.",
    },
  ],
  cta: {
    heading: "Una preocupación menos el día de la mudanza",
    text: "Saca el precio de tu limpieza de mudanza en un minuto y escoge un horario que quede entre la mudanza y la inspección.",
    primary: { label: "Reservar limpieza de mudanza", href: "/es/booking?service=move-in-out-cleaning" },
    secondary: { label: "Contáctanos", href: "/es/contact" },
  },
};
