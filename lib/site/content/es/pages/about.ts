/** The about page, in Spanish for New York (docs/product.md, "Languages"): written, not translated word for word. */
import type { AboutPageContent } from "../../types";

export const aboutPage: AboutPageContent = {
  slug: "about",
  path: "/es/about",
  title: "Quiénes somos | Borough Bright Cleaning en Nueva York",
  metaDescription:
    "Conoce a Borough Bright Cleaning, empresa de limpieza de casas y oficinas en Manhattan, Brooklyn y Queens: cómo trabajamos y en qué creemos.",
  h1: "Conoce a Borough Bright Cleaning",
  intro: [
    "Borough Bright Cleaning es una empresa de limpieza residencial y comercial que trabaja en Manhattan, Brooklyn y Queens. Limpiamos apartamentos, casas, brownstones y oficinas, y queremos que todo el proceso, desde el primer precio hasta la última pasada del trapeador, sea claro, justo y fácil.",
    "Nuestro lema es una promesa que cumplimos al pie de la letra: We Clean - You Relax, nosotros limpiamos y tú descansas. Reservar te toma unos minutos, sabes el precio antes de comprometerte, nos entregas las llaves con confianza y, al volver, encuentras tu casa mucho mejor de como la dejaste.",
  ],
  sections: [
    {
      id: "why",
      heading: "Por qué empezamos",
      paragraphs: [
        "Contratar una limpieza en Nueva York solía ser una pesadilla: llamadas que nadie devolvía, presupuestos a ojo y una cuenta final que no se parecía al primer número que te dieron. Nosotros queríamos otra cosa: una empresa que calcule el precio delante de ti, donde la persona que llega sepa exactamente qué incluye el trabajo y donde un problema se arregle sin discusiones.",
        "Por eso armamos el servicio alrededor de un formulario de reserva en línea que da el precio al instante y lo detalla todo, de listas de tareas claras para cada tipo de limpieza y de una garantía que pone la responsabilidad en nosotros, no en ti.",
      ],
    },
    {
      id: "people",
      heading: "Las personas que limpian con nosotros",
      paragraphs: [
        "Nuestro personal de limpieza es el corazón de la empresa. Todos tienen verificación de antecedentes y seguro, y todos aprenden nuestros métodos: cómo atacar un baño de edificio de preguerra, qué productos se pueden usar en mármol o en encimeras de madera, cómo trabajar entre las cosas de una casa sin desordenarlas.",
        "A los clientes recurrentes tratamos de mandarles siempre a la misma persona, porque la confianza se nota en el resultado. Quien ya sabe dónde guardas las bolsas de la aspiradora y qué planta no se debe mover ahorra tiempo y alcanza a hacer más.",
      ],
    },
    {
      id: "how-we-work",
      heading: "Cómo trabajamos",
      paragraphs: [
        "Abrimos los siete días de la semana, con horarios de inicio entre las 8 a.m. y las 5 p.m. Puedes reservar para cualquier día desde mañana hasta 90 días adelante, cambiar o cancelar gratis hasta 24 horas antes de la visita y pagar cuando la limpieza ya está hecha. Cada reserva tiene un historial que muestra cuándo se confirmó, cuándo llegó quien limpia y a qué hora terminó.",
        "Llevamos productos y equipo profesionales a cada trabajo, y seguimos tus notas sobre los productos que prefieres o que no quieres que usemos.",
      ],
    },
  ],
  values: [
    {
      title: "El precio, claro desde el principio",
      text: "El precio que ves en línea está detallado y es el definitivo, con el impuesto de ventas incluido a la vista. Si alguna vez hay que cambiarlo porque tú cambiaste el trabajo, ves el nuevo precio antes de que se confirme nada.",
    },
    {
      title: "Respeto por tu casa",
      text: "Cada apartamento es el espacio privado de alguien: no husmeamos, no cambiamos las cosas de lugar y tenemos cuidado con todo lo frágil o personal.",
    },
    {
      title: "Lo arreglamos rápido",
      text: "Si algo se nos pasó y nos avisas dentro de las 24 horas, volvemos y lo limpiamos de nuevo sin cobrarte.",
    },
    {
      title: "Conocemos la ciudad",
      text: "Porteros, juntas de co-op, edificios sin ascensor y las reglas de estacionamiento en lados alternos son parte del trabajo, no una excusa.",
    },
  ],
  whyChooseUs: {
    heading: "Por qué elegirnos",
    intro: "Dejar entrar a alguien a tu casa es cuestión de confianza. Esto es lo que puedes esperar de nosotros.",
    cards: [
      {
        id: "consistent-and-dependable",
        title: "Constantes y confiables",
        text: "En cada visita seguimos la misma lista detallada de tareas, y los clientes recurrentes tienen a la misma persona siempre que el horario lo permite.",
      },
      {
        id: "experienced-and-trained",
        title: "Con experiencia y capacitación",
        text: "Preparamos a nuestro equipo para las casas de Nueva York, de los azulejos de preguerra al acero inoxidable, para que cada superficie reciba el producto y la técnica que le corresponden.",
      },
      {
        id: "safe-and-vetted",
        title: "Seguros y verificados",
        text: "Antes de recibir una sola llave, cada integrante del equipo pasa una verificación de antecedentes y queda asegurado, así que puedes entregarnos la tuya con total tranquilidad.",
      },
      {
        id: "satisfaction-guarantee",
        title: "Garantía de satisfacción 100%",
        text: "Si algo de lo que limpiamos no quedó bien, avísanos dentro de las 24 horas y regresamos a limpiarlo otra vez, gratis.",
      },
      {
        id: "professional-equipment",
        title: "Equipo profesional",
        text: "Llegamos con productos y equipo de calidad profesional: no tienes que comprar nada ni prestarnos tu aspiradora.",
      },
      {
        id: "always-available",
        title: "Siempre disponibles",
        text: "Reserva en línea a cualquier hora y elige tu limpieza cualquier día de la semana, con horarios de inicio de 8 a.m. a 5 p.m.",
      },
    ],
  },
  cta: {
    heading: "Descubre lo que podemos hacer por tu casa",
    text: "Mira tu precio al instante en línea, o escríbenos con cualquier pregunta antes de reservar.",
    primary: { label: "Reserva ahora", href: "/es/booking" },
    secondary: { label: "Contáctanos", href: "/es/contact" },
  },
};
