/** Custom cleaning, in Spanish for New York (docs/product.md, "Languages"): written, not translated word for word. */
import type { ServicePageContent } from "../../types";

export const customCleaning: ServicePageContent = {
  slug: "custom-cleaning",
  path: "/es/services/custom-cleaning",
  name: "Limpieza a tu medida",
  priceSlug: "custom-cleaning",
  title: "Limpieza por horas a tu medida en NYC | Borough Bright",
  metaDescription:
    "Limpieza por horas en Manhattan, Brooklyn y Queens: tú haces la lista y nosotros la cumplimos. Mínimo de tres horas, precio al instante y pagas al final.",
  h1: "Limpieza a tu medida: tu lista, nuestras horas",
  intro: [
    "Hay trabajos que no caben en ningún paquete. A veces solo quieres que te limpien la cocina y el baño, y nada más. A veces la casa está bien, pero el clóset, la nevera y el balcón piden ayuda a gritos. Y a veces es el apartamento de tu mamá o tu papá el que necesita unas horas de ayuda antes de las fiestas. Para eso existe la limpieza a tu medida: reservas las horas, escribes la lista y la persona que va a limpiar la sigue en el orden que tú decidas.",
    "Es nuestro servicio más flexible y también el más fácil de entender. Pagas por las horas y punto, sin tareas incluidas que no pediste. Y si la lista se termina antes de tiempo, seguimos con lo próximo que quieras tener limpio.",
  ],
  included: [
    {
      heading: "Lo que más nos piden",
      items: [
        "Solo la cocina y los baños, sin tocar el resto de la casa",
        "Vaciar y limpiar la nevera antes de una cena de fiesta o después de un apagón",
        "Limpiar por dentro clósets y gavetas cuando toca cambiar la ropa de temporada",
        "Dejar listos los muebles y las barandas del balcón o la terraza al comenzar el buen tiempo",
        "Preparar el cuarto de visitas: sábanas limpias, polvo, pisos y un baño impecable",
        "Ayudar a un familiar mayor con las tareas que ya le cuestan trabajo",
        "Limpiar los escalones de la entrada (el stoop), el patiecito del frente o el vestíbulo del edificio",
        "Recoger y limpiar superficies la mañana después de una fiesta",
      ],
    },
    {
      heading: "Cómo se aprovecha el tiempo",
      items: [
        "Tu lista, con tus prioridades, escrita en el momento de reservar",
        "Un recorrido rápido contigo al llegar, o una lectura atenta de tus notas si no vas a estar",
        "Si estás en casa, te vamos contando cómo va el trabajo",
        "Lo que quede pendiente se anota en la reserva para retomarlo en la próxima visita",
      ],
    },
  ],
  whoItsFor: [
    "Quienes saben exactamente qué necesitan y no quieren pagar por lo demás.",
    "Casas con una distribución o necesidades fuera de lo común, como un loft con un rincón de taller o una casa con sótano terminado.",
    "Familiares que organizan ayuda para el apartamento de otra persona.",
    "Cualquiera que, entre una limpieza y otra, tiene un solo problema que resolver.",
  ],
  pricing: [
    "La limpieza a tu medida se cobra a {hourlyRate} por hora de trabajo de cada persona, con un mínimo de tres horas; por eso la visita más corta cuesta {fromPrice}. Si tu lista es larga, reserva más horas. Ojo: dos personas trabajando tres horas suman seis horas de trabajo.",
    "Mejor calcula con holgura. Nuestro equipo trabaja a buen ritmo, pero una lista que en papel parece de una tarde puede tomar más en una casa con muchos detalles. Si se acaba el tiempo, te decimos qué quedó pendiente y puedes reservar otra visita para terminar.",
    "Los descuentos por visitas recurrentes son solo para la limpieza regular, así que cada visita a tu medida se cotiza por separado. Se suma el impuesto de ventas de NYC del 8.875%, y pagas después de la visita.",
  ],
  sections: [
    {
      id: "writing-the-list",
      heading: "Cómo escribir una buena lista de tareas",
      paragraphs: [
        "Pon primero lo más importante, porque eso se hace pase lo que pase. Da detalles: en vez de poner solamente cocina, escribe limpiar los frentes de los gabinetes, limpiar la nevera por dentro, restregar la estufa. Avísanos de lo que no se debe tocar y de los productos que prefieres que usemos o evitemos.",
        "Piensa también en el acceso y en los productos. Si hay que subir a la azotea del edificio, bajar al depósito del sótano o usar la lavandería compartida, dinos cómo llegar. ¿Quieres un producto específico para cierta superficie? Déjalo a la vista con una nota.",
      ],
    },
    {
      id: "limits",
      heading: "Lo que no entra en una limpieza a tu medida",
      paragraphs: [
        "A tu medida no quiere decir que todo vale. Aplican los mismos límites de cualquier visita: nada de residuos biológicos peligrosos, nada que pese más de 40 libras, ninguna ventana por fuera más arriba de la planta baja y ningún trabajo que le corresponda a un oficio con licencia, como electricistas, plomeros o fumigadores. Si tienes dudas, pregúntanos antes de reservar.",
      ],
    },
  ],
  faqs: [
    {
      question: "¿Cuántas horas debo reservar?",
      answer:
        "Para uno o dos cuartos, tres horas suelen alcanzar. Si son varios cuartos y además interiores como la nevera o los gabinetes, reserva entre cuatro y seis. ¿Tienes dudas? Cuéntanos el trabajo en la página de contacto y te sugerimos cuántas horas.",
    },
    {
      question: "¿Qué pasa si terminan antes de las horas que reservé?",
      answer:
        "Te preguntaremos qué más quieres que hagamos, o seguiremos con las tareas adicionales que dejaste anotadas. Como el precio depende de las horas reservadas, vale la pena agregar unas cuantas tareas extra al final de la lista.",
    },
    {
      question: "¿Puedo usar la limpieza a tu medida para organizar la casa?",
      answer:
        "Ordenar un poco, sí. Pero clasificar, despejar y organizar clósets, cocinas o depósitos es otro servicio, la organización del hogar, que encuentras en la lista de servicios.",
    },
    {
      question: "¿Puedo cambiar la lista después de reservar?",
      answer:
        "Claro. Puedes editar las notas de tu reserva hasta 24 horas antes de la visita, y los cambios pequeños se los puedes decir en persona a quien llegue a limpiar.",
    },
    {
      question: "¿Hay descuento si reservo la limpieza a tu medida todas las semanas?",
      answer:
        "Los descuentos por visitas semanales, cada dos semanas o mensuales son para la limpieza regular. Si quieres las mismas tareas cada semana, muchas veces sale mejor una limpieza regular recurrente con los extras que necesitas.",
    },
  ],
  cta: {
    heading: "Haz tu lista y reserva tus horas",
    text: "Elige la limpieza a tu medida, escoge cuántas horas necesitas y dinos qué es lo más importante para ti.",
    primary: { label: "Reservar limpieza a tu medida", href: "/es/booking?service=custom-cleaning" },
    secondary: { label: "Pregúntanos antes de reservar", href: "/es/contact" },
  },
};
