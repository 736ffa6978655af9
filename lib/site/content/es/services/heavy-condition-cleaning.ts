/** Catch-up (heavy-condition) cleaning, in Spanish for New York (docs/product.md, "Languages"): written, not translated word for word. */
import type { ServicePageContent } from "../../types";

export const heavyConditionCleaning: ServicePageContent = {
  slug: "heavy-condition-cleaning",
  path: "/es/services/heavy-condition-cleaning",
  name: "Limpieza de casos difíciles",
  priceSlug: "heavy-condition-cleaning",
  title: "Limpieza de casos difíciles en NYC | Borough Bright",
  metaDescription:
    "Limpieza para casas en NYC con meses o años de suciedad: grasa pegada, sarro en la bañera, capas de polvo. Con discreción, sin juicios y pagas al terminar.",
  h1: "Limpieza de casos difíciles: ponte al día con tu casa",
  intro: [
    "La vida se complica. Una enfermedad larga, un trabajo que no da tregua, un bebé recién nacido, una temporada de depresión, un compañero de cuarto que se fue y se llevó la costumbre de limpiar: hay mil razones normales por las que una casa llega a un punto que ni una limpieza regular ni una profunda pueden resolver. Para ese punto existe la limpieza de casos difíciles, y la hacemos sin comentarios y sin juzgar a nadie.",
    "Lo que cambia es el tiempo y el método. La grasa que ya se endureció en la campana de la estufa, el jabón que se volvió una costra en la bañera, el polvo que se apelmazó en cada repisa: todo eso pide productos más fuertes, más tiempo de acción y varias pasadas. Planificamos la visita así desde el principio, en vez de descubrirlo a mitad de camino.",
  ],
  included: [
    {
      heading: "Lo que atacamos",
      items: [
        "Grasa pegajosa en capas sobre la estufa, la campana, la pared detrás de la estufa y los frentes de los gabinetes",
        "Costras de jabón, manchas de óxido y grasa corporal acumulada en bañeras, duchas y lavamanos",
        "Inodoros muy manchados y con sarro debajo del borde",
        "Polvo y mugre apelmazados en repisas, persianas, radiadores y ventiladores",
        "Pisos con tierra incrustada, partes pegajosas y derrames secos",
        "La nevera por fuera, el microondas y los electrodomésticos pequeños cubiertos por meses de uso",
        "Basura suelta y cosas tiradas, en bolsas y llevadas al área de basura del edificio",
      ],
    },
    {
      heading: "En qué se diferencia de una limpieza profunda",
      items: [
        "Más tiempo calculado en el estimado desde el principio",
        "Desengrasantes y desincrustantes pensados para años de residuos, no para semanas",
        "Varias pasadas en las zonas más difíciles, en lugar de una sola pasada detallada por toda la casa",
        "Una conversación franca desde el inicio sobre qué se puede recuperar y qué es una mancha o un daño permanente",
      ],
    },
  ],
  whoItsFor: [
    "Casas que llevan seis meses o más sin una limpieza de verdad.",
    "Apartamentos que un inquilino anterior o un compañero de cuarto dejaron en mal estado.",
    "Familias que ayudan a un ser querido después de una hospitalización, un problema de salud o una pérdida.",
    "Caseros y dueños que quieren dejar una unidad otra vez en condiciones para alquilar.",
  ],
  pricing: [
    "Para un estudio o un apartamento de una habitación con un solo baño, la limpieza de casos difíciles cuesta desde {fromPrice}, y el precio sube un monto fijo por cada habitación y cada baño de más. Refleja las horas extra que pide este tipo de visita, y ves el precio completo antes de reservar.",
    "Los extras se cobran aparte; el interior del horno y el de la nevera son los que casi todas las casas en esta situación necesitan. Se aplica el impuesto de ventas de NYC del 8.875%, no cobramos nada al reservar y pagas después de la visita.",
    "Si no sabes si tu casa necesita una limpieza profunda, de casos difíciles o extrema, cuéntanos cómo está por la página de contacto o llamando al {phone}. Preferimos ayudarte a escoger bien antes que mandar a alguien con el tiempo equivocado.",
  ],
  sections: [
    {
      id: "discretion",
      heading: "Con discreción y respeto",
      paragraphs: [
        "A mucha gente le da vergüenza pedir este tipo de ayuda. No tiene por qué. Nuestro equipo llega igual que a cualquier otra visita, no le contamos nada del trabajo a tus vecinos ni al personal del edificio más allá de lo necesario para entrar, y tu casa y todo lo que hay en ella reciben el mismo cuidado de siempre.",
        "No hace falta que estés presente ni que recojas antes. Si hay cosas que quieres guardar, apartar o que no se toquen, basta con una nota en la reserva.",
      ],
    },
    {
      id: "limits",
      heading: "Hasta dónde llega esta limpieza",
      paragraphs: [
        "Algunas situaciones piden especialistas con licencia, no personal de limpieza. No manejamos sangre, fluidos corporales, desechos humanos ni acumulación de excrementos de animales, agujas u otros objetos punzantes, plagas activas, ni moho que vaya más allá del hongo superficial común; en el estado de Nueva York, los trabajos grandes de moho les corresponden a contratistas con licencia en remediación de moho. Tampoco levantamos ni cargamos nada de más de 40 libras, y eso incluye muebles y electrodomésticos.",
        "Si la casa está tan llena de cosas que hay cuartos que no se pueden usar, mira nuestro servicio de limpieza extrema, o combina una limpieza con horas de organización del hogar.",
      ],
    },
  ],
  faqs: [
    {
      question: "¿Me van a juzgar a mí o a mi casa?",
      answer:
        "Para nada. Nuestro equipo ve casas en todo tipo de condiciones, y su trabajo es dejar la tuya mejor, no opinar sobre ella. Nadie te va a decir nada, ni a ti, ni a tus vecinos, ni al personal del edificio.",
    },
    {
      question: "¿Todo puede quedar como nuevo?",
      answer:
        "Mucho sí, pero no todo. Las manchas de años pueden corroer el esmalte, decolorar las juntas y marcar la madera para siempre. Te diremos con honestidad qué esperamos quitar y qué probablemente se va a quedar.",
    },
    {
      question: "¿Cuántas horas toma?",
      answer:
        "El formulario de reserva te da una duración estimada según el tamaño de tu casa. Estas visitas son largas a propósito; en casas grandes y en muy mal estado, quizás te recomendemos una segunda visita en vez de hacerlo todo a la carrera.",
    },
    {
      question: "¿Ustedes sacan la basura?",
      answer:
        "Metemos la basura suelta en bolsas y la bajamos al cuarto de basura del edificio, o a la acera el día de recogida, con un máximo de 40 libras por bolsa. Los muebles, los colchones y los objetos grandes tienen que salir con una compañía de retiro de trastos.",
    },
    {
      question: "¿Y si hay cucarachas, chinches o ratones?",
      answer:
        "Con una plaga activa, primero tiene que venir el fumigador. Cuando termine el tratamiento y el fumigador diga que ya no hay riesgo, nosotros entramos a limpiar.",
    },
  ],
  cta: {
    heading: "Un nuevo comienzo, sin juicios",
    text: "Mira tu precio en línea o, si prefieres, cuéntanos primero cómo está tu casa y te ayudamos a escoger el servicio adecuado.",
    primary: { label: "Ver mi precio", href: "/es/booking?service=heavy-condition-cleaning" },
    secondary: { label: "Hablemos primero", href: "/es/contact" },
  },
};
