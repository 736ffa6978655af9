/** Full reset (filthy) cleaning, in Spanish for New York (docs/product.md, "Languages"): written, not translated word for word. */
import type { ServicePageContent } from "../../types";

export const filthyCleaning: ServicePageContent = {
  slug: "filthy-cleaning",
  path: "/es/services/filthy-cleaning",
  name: "Limpieza extrema",
  priceSlug: "filthy-cleaning",
  title: "Limpieza extrema de casas en NYC | Borough Bright",
  metaDescription:
    "Limpieza extrema en Manhattan, Brooklyn y Queens para apartamentos y casas muy descuidados. Visitas de día completo, límites claros y pagas al terminar.",
  h1: "Limpieza extrema para los trabajos más duros de la ciudad",
  intro: [
    "La limpieza extrema es para la casa en el peor de los casos. No una casa un poco atrasada ni con unos meses de suciedad, sino un apartamento o una casa donde cada superficie necesita trabajo, la basura se fue amontonando, la cocina y el baño ya casi no se pueden usar y uno ni sabe por dónde empezar. Es nuestro servicio residencial más intenso, al que le dedicamos más tiempo y más esfuerzo.",
    "Los motivos para pedirla son muchos: un inquilino que abandonó la unidad, la casa de alguien que falleció, un familiar que ya no podía con todo, o tu propio hogar después de una etapa muy difícil. Sea cual sea la razón, llegamos preparados, trabajamos sin juzgar y dejamos el lugar en condiciones de vivirse otra vez.",
  ],
  included: [
    {
      heading: "Cada cuarto, desde cero",
      items: [
        "Basura, restos de comida y empaques en bolsas y llevados al área de basura del edificio",
        "Superficies de la cocina, electrodomésticos por fuera y fregadero libres de mugre pesada y comida vieja",
        "Baños limpios desde el extractor del techo hasta el desagüe del piso, con la grifería sin sarro y desinfectada",
        "Pisos raspados donde haga falta, luego restregados y trapeados, manchas pegajosas incluidas",
        "Paredes restregadas en los puntos que más se tocan, como interruptores, bordes de puertas y junto a la cama",
        "Marcos de ventanas, radiadores y rejillas sin capas de polvo ni escombros",
        "Limpieza superficial de lo que causa el mal olor, con las ventanas abiertas para ventilar si el clima lo permite",
      ],
    },
    {
      heading: "Planificada según el tamaño del trabajo",
      items: [
        "Visita más larga, calculada antes de reservar según tus habitaciones y baños",
        "Más de una persona limpiando cuando el trabajo lo pide",
        "Un orden que devuelve cada cuarto al uso, empezando por la cocina y un baño",
        "Al final, una opinión sincera sobre lo que necesite otra visita o un especialista",
      ],
    },
  ],
  whoItsFor: [
    "Caseros y administradoras que recuperan un apartamento después de un desalojo o un abandono.",
    "Familias que vacían y limpian la casa de un ser querido que falleció o se mudó a una residencia de cuidado.",
    "Personas listas para recuperar su propia casa después de mucho tiempo de lucha.",
    "Dueños que preparan una propiedad que lleva tiempo vacía para alquilarla, venderla o volver a vivir en ella.",
  ],
  pricing: [
    "Para un estudio o un apartamento de una habitación con un baño, la limpieza extrema empieza en {fromPrice}, y sube un monto fijo por cada habitación y cada baño adicional. Cuesta más que la limpieza de casos difíciles porque desde el primer minuto se planifica con más horas y un trabajo más pesado.",
    "El interior de la nevera y el del horno son extras, y en una casa que necesita una limpieza extrema casi nunca se pueden dejar fuera. Si hay ropa y sábanas que lavar, puedes agregar lavandería por carga en tus propias máquinas. El total que ves ya incluye el impuesto de ventas de la ciudad de Nueva York del 8.875%, y pagas cuando terminamos, nunca por adelantado.",
    "Si tu casa es más grande de lo que permite el formulario de reserva, o no sabes cuántas visitas hará falta, pide un estimado gratis desde la página de contacto y descríbenos la situación.",
  ],
  sections: [
    {
      id: "limits",
      heading: "Los límites, sin rodeos",
      paragraphs: [
        "Aunque sea extrema, sigue siendo una limpieza. Los riesgos biológicos (sangre, fluidos corporales, desechos humanos, excrementos de animales acumulados, agujas y objetos cortantes) requieren una compañía con licencia en limpieza de riesgos biológicos o de escenas traumáticas, y una plaga activa necesita al fumigador antes de que nadie limpie. El moho que pasa del hongo superficial de siempre es trabajo de un contratista de remediación con licencia.",
        "Nuestro personal no levanta ni carga nada que pese más de 40 libras, así que muebles, colchones, electrodomésticos y escombros de obra necesitan un equipo que se dedique a sacar trastos y escombros. Cuando hay acumulación compulsiva, decidir qué se queda y qué se va es un proceso personal; podemos acompañarlo con horas de organización del hogar, pero jamás botamos pertenencias sin que tú lo indiques claramente.",
      ],
    },
    {
      id: "before-you-book",
      heading: "Antes de reservar",
      paragraphs: [
        "Confirma que haya agua y luz. Si puedes, despeja un camino hasta la puerta de entrada, y si no puedes, avísanos. Si tu edificio tiene súper o administradora, cuéntales que va a haber una limpieza y pregunta dónde dejar las bolsas de basura: algunos edificios prefieren que se guarden hasta el próximo día de recogida en lugar de llenar el cuarto de basura de una sola vez.",
      ],
    },
  ],
  faqs: [
    {
      question: "¿En qué se diferencia la limpieza extrema de la limpieza de casos difíciles?",
      answer:
        "La de casos difíciles es para casas con mucha suciedad acumulada que todavía se usan con normalidad. La extrema es para el otro nivel: basura amontonada, cuartos que no se pueden usar y mugre en casi todas las superficies. Por eso se planifica con más tiempo y más manos.",
    },
    {
      question: "¿Puedo reservarla para una casa que no es mía?",
      answer:
        "Sí, es algo que hacen mucho los caseros, los familiares y los albaceas. Necesitas tener acceso legal a la vivienda y una forma de dejarnos entrar, como una llave con el súper o el código de una caja de seguridad para llaves.",
    },
    {
      question: "¿Alcanza con una sola visita?",
      answer:
        "Muchas veces sí, pero no siempre. En una casa grande en condiciones extremas es más realista hacer una primera visita centrada en la cocina, un baño y sacar la basura, y después una segunda. Al final del primer día te lo decimos con franqueza.",
    },
    {
      question: "¿Ustedes botan cosas?",
      answer:
        "La basura evidente, como envases de comida, empaques y comida dañada, sí. Todo lo que podría ser una pertenencia se queda, a menos que nos digas claramente que se puede tirar.",
    },
    {
      question: "¿La garantía de satisfacción también aplica a la limpieza extrema?",
      answer:
        "Sí, igual que en cualquier otro servicio. Si algo que limpiamos no quedó bien, dinos dentro de las 24 horas siguientes a la visita y mandamos a alguien a rehacerlo gratis.",
    },
  ],
  cta: {
    heading: "Déjalo en nuestras manos",
    text: "Mira ahora mismo el precio de una limpieza extrema, o descríbenos la situación y pide un estimado gratis.",
    primary: { label: "Ver el precio", href: "/es/booking?service=filthy-cleaning" },
    secondary: { label: "Pedir un estimado gratis", href: "/es/contact" },
  },
};
