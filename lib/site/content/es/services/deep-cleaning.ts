/** Deep cleaning, in Spanish for New York (docs/product.md, "Languages"): written, not translated word for word. */
import type { ServicePageContent } from "../../types";

export const deepCleaning: ServicePageContent = {
  slug: "deep-cleaning",
  path: "/es/services/deep-cleaning",
  name: "Limpieza profunda",
  priceSlug: "deep-cleaning",
  title: "Limpieza profunda en NYC | Borough Bright Cleaning",
  metaDescription:
    "Limpieza profunda de casas y apartamentos en Nueva York: juntas, marcos, radiadores, gabinetes y la mugre que la limpieza regular no alcanza. Pagas después.",
  h1: "Limpieza profunda para casas y apartamentos de Nueva York",
  intro: [
    "Una limpieza profunda es como empezar de cero. Va por todo lo que en una limpieza regular no da tiempo de hacer: la mugre en las orillas del piso de la cocina, la línea gris en las juntas de la ducha, la parte de arriba de los marcos de las puertas, el radiador que suelta polvo desde octubre. Toma más tiempo, cuesta más, y es la visita que hace que tu casa se sienta distinta en cuanto abres la puerta.",
    "La mayoría de la gente la reserva cuando empieza con nosotros, antes o después de una temporada de mucho uso, antes de que llegue la familia de visita, o cuando se da cuenta de que el mantenimiento de siempre lleva un tiempo perdiendo la batalla. Después de una limpieza profunda, las visitas regulares mantienen ese nivel con mucho menos esfuerzo.",
  ],
  included: [
    {
      heading: "Todo lo de una limpieza regular, y además",
      items: [
        "Juntas de los pisos del baño y de las paredes de la ducha restregadas con cepillo",
        "Restos de jabón y residuos fuera de azulejos, vidrios y grifería, hasta recuperar el acabado original",
        "Frentes y puertas de los gabinetes de la cocina desengrasados de lado a lado, no solo alrededor de las jaladeras",
        "Exterior de la campana y pared detrás de la estufa lavados",
        "Marcos, puertas y la parte de arriba de las molduras de las puertas limpios",
        "Interruptores, tapas de los enchufes y frente del termostato limpios",
        "Radiadores sin polvo entre las aletas hasta donde llega el cepillo, y cubiertas limpias por dentro",
        "Rejillas de ventilación y de retorno sin polvo",
        "Marcos y rieles de las ventanas restregados, incluidas las esquinas donde se apelmaza la tierra",
        "Debajo y detrás de los muebles livianos aspirado, y orillas del piso repasadas a mano",
        "Parte de arriba de clósets, libreros y gabinetes de cocina sin polvo",
      ],
    },
  ],
  whoItsFor: [
    "Clientes nuevos cuya casa lleva unos meses o más sin una limpieza profesional.",
    "La limpieza a fondo de primavera y de otoño, sobre todo después de un invierno de calefacción y ventanas cerradas.",
    "Prepararse para invitados, una fiesta, un bebé en camino o un familiar que viene a quedarse.",
    "Apartamentos que se van a poner en venta o en alquiler y tienen que verse bien en las fotos.",
  ],
  pricing: [
    "La limpieza profunda cuesta desde {fromPrice} para un estudio o un apartamento de una habitación con un baño; cada habitación y cada baño de más suman su propia tarifa fija. Antes de elegir la fecha, el formulario de reserva te muestra el total línea por línea.",
    "El interior del horno, del refri o de los gabinetes, los zócalos y las ventanas por dentro no forman parte de la limpieza profunda básica; si tu casa los necesita, agrégalos como extras, cada uno a su precio publicado. Los descuentos por visitas mensuales, quincenales o semanales son para la limpieza regular, así que la limpieza profunda se cotiza como una visita única.",
    "El impuesto de ventas de la ciudad de Nueva York (8.875%) se calcula sobre el total. Al reservar no se cobra nada: pagas después de que termine la visita.",
  ],
  process: [
    {
      title: "De arriba abajo",
      text: "Empezamos por lo alto, con la parte de arriba de los gabinetes, los marcos de las puertas y las lámparas, para que el polvo caiga sobre lo que todavía no hemos limpiado.",
    },
    {
      title: "Después, cocina y baños",
      text: "En la cocina y los baños aplicamos los productos al principio, para que tengan tiempo de actuar sobre la grasa y el jabón mientras quitamos el polvo en otros cuartos.",
    },
    {
      title: "Los detalles, a mano",
      text: "Juntas, aletas de los radiadores, tapas de interruptores y rieles de ventanas se trabajan a mano, cuarto por cuarto.",
    },
    {
      title: "Los pisos al final",
      text: "Primero las orillas a mano, luego aspiradora y trapeador en todo el piso, avanzando hacia la puerta para no pisar nada ya limpio.",
    },
  ],
  sections: [
    {
      id: "seasonal",
      heading: "Por qué una casa en Nueva York necesita empezar de cero dos veces al año",
      paragraphs: [
        "La calefacción a vapor es una bendición en enero, pero no ayuda nada a la limpieza. Los radiadores mueven aire entre sus aletas todo el invierno, y el polvo que arrastran deja una sombra oscura en la pared de arriba. Con las ventanas cerradas, la grasa de cocinar se queda adentro, y la capa gris y fina que forma en las puertas de los gabinetes crece tan despacio que nadie la nota hasta la primavera. Una limpieza profunda en marzo o abril quita todo eso de una vez.",
        "El verano trae el problema contrario. Las ventanas se quedan abiertas, y en los apartamentos cerca de un tren elevado, de una ruta de camiones o de una obra, un hollín negro y fino se asienta en cada marco y en cada riel. Una limpieza profunda al final de la temporada lo saca antes de que vuelva la calefacción y lo deje pegado.",
      ],
    },
  ],
  faqs: [
    {
      question: "¿Cuánto dura una limpieza profunda?",
      answer:
        "Tu cotización muestra una duración estimada para tu casa en particular. Un apartamento de una habitación suele tomar varias horas; las casas más grandes toman más, y cada extra que agregas, como el horno por dentro, suma su propio tiempo.",
    },
    {
      question: "¿Necesito una limpieza profunda antes de empezar con las visitas regulares?",
      answer:
        "No es obligatoria, pero es buena idea si tu casa lleva más de un par de meses sin una limpieza a fondo. Una visita regular solo puede mantener lo que ya está limpio; no alcanza para ponerse al día con meses de mugre acumulada de una sola vez.",
    },
    {
      question: "¿La limpieza profunda es lo mismo que una limpieza de mudanza?",
      answer:
        "Se parecen, pero la limpieza de mudanza está pensada para una casa vacía y para la inspección del casero o de la junta de la cooperativa. Si te estás mudando, reserva mejor la limpieza de mudanza, así planeamos la visita contando con clósets y gabinetes vacíos.",
    },
    {
      question: "¿Y si mi casa está mucho peor que para una limpieza profunda normal?",
      answer:
        "Grasa muy pegada, capas gruesas de jabón por todas partes o una casa descuidada durante mucho tiempo necesitan más horas de las que da una limpieza profunda. Mira la limpieza de casos difíciles o, para las situaciones más extremas, la limpieza extrema.",
    },
    {
      question: "¿Puedo reservar una limpieza profunda el fin de semana?",
      answer:
        "Sí. Trabajamos todos los días de la semana; la primera hora de inicio es a las 8 a.m. y la última a las 5 p.m. Para una limpieza profunda larga, empezar temprano le deja al equipo el día completo.",
    },
  ],
  cta: {
    heading: "Empieza de cero",
    text: "Pide ya el precio de tu limpieza profunda, agrega los extras que necesites y paga solo cuando el trabajo esté hecho.",
    primary: { label: "Reserva una limpieza profunda", href: "/es/booking?service=deep-cleaning" },
    secondary: { label: "Pide un presupuesto gratis", href: "/es/contact" },
  },
};
