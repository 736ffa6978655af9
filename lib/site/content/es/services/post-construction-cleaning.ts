/** Post-construction cleaning, in Spanish for New York (docs/product.md, "Languages"): written, not translated word for word. */
import type { ServicePageContent } from "../../types";

export const postConstructionCleaning: ServicePageContent = {
  slug: "post-construction-cleaning",
  path: "/es/services/post-construction-cleaning",
  name: "Limpieza después de obra",
  priceSlug: "post-construction-cleaning",
  title: "Limpieza después de obra en NYC | Borough Bright",
  metaDescription:
    "Limpieza después de una remodelación en apartamentos, brownstones y oficinas de NYC: polvo fino, pintura y etiquetas. Precio por pie cuadrado, estimado gratis.",
  h1: "Limpieza después de obra: tu remodelación, sin polvo",
  intro: [
    "Los contratistas recogieron sus herramientas, la última mano de pintura ya secó y tu cocina o tu baño nuevo por fin está listo. Pasas el dedo por una repisa y descubres que todo el apartamento tiene encima un polvito blanco. El polvo de drywall y de yeso se mete por todas partes durante una obra, hasta detrás de los plásticos, y no sale con una limpieza normal.",
    "La limpieza después de obra es un servicio pensado para ese momento. Vamos preparados para el polvo fino que cae y vuelve a caer, para las gotitas de pintura y de silicona sobre superficies nuevas, para el pegamento de las etiquetas en grifos y ventanas, y para la película protectora que hay que quitarles a los electrodomésticos. La meta es sencilla: un espacio terminado al que de verdad puedas volver a mudarte.",
  ],
  included: [
    {
      heading: "Fuera el polvo, en el orden correcto",
      items: [
        "Cada superficie horizontal aspirada antes de pasarle el paño, para levantar el polvo en vez de embarrarlo",
        "Paredes sacudidas de arriba abajo con una herramienta suave",
        "Parte de arriba de las puertas, molduras, rodapiés y marcos de ventanas sin rastro de polvo",
        "Gabinetes, gavetas y clósets nuevos aspirados y limpiados por dentro",
        "Radiadores, rejillas de ventilación y de retorno sin polvo, con las aletas cepilladas",
        "Lámparas y aspas de ventiladores de techo limpias, hasta donde se alcanza",
      ],
    },
    {
      heading: "Los detalles finales",
      items: [
        "Etiquetas y calcomanías del fabricante quitadas de grifería, vidrios y electrodomésticos",
        "Película protectora retirada de electrodomésticos y herrajes nuevos",
        "Gotas de pintura y la neblina ligera de la lechada quitadas con cuidado de azulejos, vidrios y superficies duras",
        "Ventanas por dentro, marcos y alféizares lavados",
        "Bañera, ducha, inodoro y lavamanos nuevos limpios y brillantes",
        "Pisos aspirados varias veces y trapeados en húmedo hasta que el trapeador salga limpio",
      ],
    },
  ],
  whoItsFor: [
    "Dueños de casa que terminan de remodelar la cocina o el baño.",
    "Dueños de co-ops y condos que cierran una remodelación antes de la inspección final del edificio.",
    "Contratistas generales que quieren entregarle a su cliente un trabajo limpio.",
    "Oficinas y locales comerciales después de una adecuación, antes de que lleguen los empleados o los clientes.",
  ],
  pricing: [
    "Los trabajos después de obra se miden, no se adivinan: la tarifa es de {sqFtRate} por cada pie cuadrado, y ningún trabajo se cobra por menos de {fromPrice}. La cotización al instante cubre espacios de 300 a 10,000 pies cuadrados; escribe los pies cuadrados y el formulario de reserva te calcula el precio en el acto.",
    "Los proyectos más grandes, varias unidades a la vez o los trabajos en los que el contratista todavía está terminando detalles pendientes se manejan mejor con un estimado gratis, así que mándanos los datos desde la página de contacto. A la cotización se le suma el impuesto de ventas de la ciudad de Nueva York del 8.875%, y se paga cuando la limpieza está terminada.",
  ],
  process: [
    {
      title: "Espera a que terminen todos",
      text: "Reserva cuando los contratistas hayan terminado de lijar, pintar e instalar. El polvo de un último retoque cae encima de una superficie recién limpia.",
    },
    {
      title: "Primero, fuera los escombros",
      text: "Tu contratista se lleva los escombros, el material sobrante y las herramientas. Nosotros limpiamos; no cargamos pedazos de drywall ni levantamos materiales pesados.",
    },
    {
      title: "En seco antes que en mojado",
      text: "Primero aspiramos y quitamos el polvo en seco de todas las superficies, porque el polvo fino con agua se vuelve una pasta que deja rayas.",
    },
    {
      title: "Última pasada",
      text: "Cuando el aire ya se asentó, grifería, vidrios y pisos reciben un último repaso a detalle.",
    },
  ],
  sections: [
    {
      id: "buildings",
      heading: "Remodelar en un edificio de Nueva York",
      paragraphs: [
        "Si vives en un co-op o un condo, lo más probable es que tu acuerdo de remodelación (alteration agreement) fije las horas en que se puede trabajar, la entrada y el elevador que usan los contratistas y el seguro que debe tener cada proveedor. En muchos edificios la limpieza cuenta como parte del proyecto, así que averigua si la administración quiere nuestro certificado de seguro antes de la visita y mándanos los requisitos con tiempo.",
        "En un brownstone o un edificio sin elevador, el polvo sube y baja por la escalera. Dinos si quieres que también limpiemos las escaleras y los descansos fuera de tu unidad; es una manera fácil de quedar bien con los vecinos que aguantaron tu remodelación.",
      ],
    },
    {
      id: "limits",
      heading: "Lo que no hacemos después de una obra",
      paragraphs: [
        "No sacamos escombros ni cargamos materiales de más de 40 libras, no limpiamos ventanas por fuera más arriba de la planta baja, no limpiamos por dentro los ductos de ventilación y no retiramos materiales peligrosos como polvo de pintura con plomo o asbesto, que deben manejar profesionales certificados en su eliminación. Si tu proyecto tuvo cualquiera de los dos, asegúrate de que la eliminación y las pruebas de aire que confirman que el espacio quedó libre (clearance testing) estén hechas antes de que entremos.",
      ],
    },
  ],
  faqs: [
    {
      question: "¿Cuándo debo programar la limpieza?",
      answer:
        "Cuando el último contratista haya terminado y ya no queden escombros. Si el pintor todavía tiene que volver para un retoque, espera también a que termine, porque lijar y pintar echan a perder una limpieza recién hecha.",
    },
    {
      question: "¿Con una sola limpieza se va todo el polvo?",
      answer:
        "El polvo fino sigue bajando del aire durante uno o dos días después de que para la obra. Una buena limpieza después de obra quita casi todo; una limpieza regular una o dos semanas más tarde recoge lo que se asiente después.",
    },
    {
      question: "¿Pueden quitar pintura de las ventanas y los azulejos?",
      answer:
        "Gotitas y salpicaduras de pintura, sí, con métodos seguros para cada superficie. Los chorreones grandes o la pintura sobre acabados delicados, como piedra natural o pisos de madera, es mejor que los quite el pintor que los hizo.",
    },
    {
      question: "¿Cómo mido los pies cuadrados?",
      answer:
        "Usa la cifra de tu plano, del offering plan o de tu contrato de alquiler. Si solo remodelaste una parte de la casa pero el polvo llegó a todos lados, pon el área de toda la casa, porque vamos a limpiarla completa.",
    },
    {
      question: "¿Trabajan para contratistas?",
      answer:
        "Sí. Los contratistas generales nos contratan para la limpieza final antes de entregar la obra. Podemos darle al edificio un certificado de seguro y coordinar el acceso con tu supervisor de obra.",
    },
  ],
  cta: {
    heading: "Disfruta la remodelación, no el polvo",
    text: "Escribe el tamaño del espacio para ver el precio al momento, o pide un estimado gratis si el proyecto es grande.",
    primary: { label: "Ver el precio al instante", href: "/es/booking?service=post-construction-cleaning" },
    secondary: { label: "Solicitar un estimado gratis", href: "/es/contact" },
  },
};
