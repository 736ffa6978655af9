/** The services overview page, in Spanish for New York (docs/product.md, "Languages"): written, not translated word for word. */
import type { ServicesOverviewPageContent } from "../../types";

export const servicesOverviewPage: ServicesOverviewPageContent = {
  slug: "service-page",
  path: "/es/service-page",
  title: "Servicios de limpieza en NYC | Borough Bright Cleaning",
  metaDescription:
    "Todos nuestros servicios en Manhattan, Brooklyn y Queens: limpieza regular, profunda, de mudanza, de oficinas, después de obra, lavandería y más, con precios.",
  h1: "Nuestros servicios de limpieza",
  intro: [
    "Esté como esté tu casa u oficina, aquí hay un servicio hecho para ella. Recorre la lista completa, mira desde cuánto cuesta cada uno y entra al que te interese para ver los detalles: qué incluye, para quién es, cómo se calcula el precio y las preguntas que más nos hacen.",
    "Ofrecemos todos los servicios en Manhattan, Brooklyn y Queens, los siete días de la semana, y todos se pueden reservar en línea con precio al instante.",
  ],
  groups: [
    {
      id: "basics",
      heading: "Lo básico",
      text: "La limpieza regular de casas y sus tres enfoques: cocina, baños y limpieza general. Es el servicio que la mayoría de nuestros clientes programa cada semana, cada dos semanas o una vez al mes.",
    },
    {
      id: "specialized",
      heading: "Limpiezas especializadas",
      text: "Para trabajos más grandes y momentos especiales: la primera limpieza profunda, una mudanza, una oficina, una remodelación o una casa que se quedó muy atrasada.",
    },
    {
      id: "add-ons",
      heading: "Más allá de la limpieza",
      text: "Ayuda por horas para organizar y tareas de la casa que puedes sumar a cualquier visita o reservar por separado.",
    },
  ],
  sections: [
    {
      id: "choosing",
      heading: "Cómo elegir el servicio correcto",
      paragraphs: [
        "Si tu casa está en buen estado y solo quieres mantenerla así, elige la Limpieza regular. Si hace unos meses que nadie limpia a fondo, o si es tu primera vez con nosotros, empieza con una Limpieza profunda y después pasa a las visitas regulares.",
        "¿Te mudas? La Limpieza de mudanza está pensada para cuartos vacíos. ¿Acabas de remodelar? La Limpieza después de obra es la indicada para el polvo fino. Cuando la suciedad se ha ido acumulando, la Limpieza de casos difíciles da más tiempo, y para las situaciones más extremas, la Limpieza extrema da todavía más. Y si sabes exactamente lo que quieres, con la Limpieza a tu medida reservas las horas y la lista de tareas la escribes tú.",
      ],
    },
    {
      id: "pricing-models",
      heading: "Cómo funcionan nuestros precios",
      paragraphs: [
        "Las casas se cotizan por habitaciones y baños, desde un estudio o un apartamento de una habitación con un baño. Las oficinas y los proyectos después de obra se cobran por pie cuadrado, cada uno con un mínimo. La Limpieza a tu medida y la organización del hogar se cobran por hora, con un mínimo de tres horas; la lavandería se cobra por carga, y el lavado de platos es un extra de precio fijo o, si lo reservas solo, una primera hora más bloques de media hora.",
        "La Limpieza regular programada tiene descuento: 10% si es mensual, 15% cada dos semanas y 20% si es semanal. Los extras, como el interior del refrigerador o del horno, las ventanas por dentro o los zócalos, solo se suman si tú los eliges. El impuesto de ventas de NYC del 8.875% ya va incluido en el total que ves antes de reservar, y pagas después de la visita.",
      ],
    },
    {
      id: "laundry-details",
      heading: "La lavandería, en tus propias máquinas",
      paragraphs: [
        "Nuestro servicio de lavandería usa tu lavadora y tu secadora, ya sea en tu apartamento o en el cuarto de lavado del edificio; no nos llevamos la ropa. Si las máquinas del edificio funcionan con monedas o con tarjeta, deja lo suficiente para las cargas que reservaste. Separamos la ropa por colores, seguimos las etiquetas de cuidado y la dejamos bien doblada sobre tu cama o tu mesa; lo que hay que colgar o llevar a la tintorería lo dejamos aparte.",
      ],
    },
    {
      id: "booking",
      heading: "Reserva en cinco pasos",
      paragraphs: [
        "Elige el servicio y los datos de tu casa, agrega extras y la frecuencia, escoge fecha y hora, escribe tu dirección y tus notas de acceso, y por último revisa el precio detallado y confirma. Lo que llevas se guarda solo, así que puedes salir y seguir después donde lo dejaste. Para enviar la reserva necesitas una cuenta con el correo confirmado, y te escribimos cuando la recibimos, cuando queda confirmada y otra vez el día antes de tu visita.",
      ],
    },
  ],
  cta: {
    heading: "¿No sabes qué servicio necesitas?",
    text: "Cuéntanos cómo es tu casa u oficina y te recomendamos el adecuado, o pide un presupuesto gratis si se trata de un trabajo más grande.",
    primary: { label: "Contáctanos", href: "/es/contact" },
    secondary: { label: "Reserva ahora", href: "/es/booking" },
  },
};
