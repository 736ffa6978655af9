/** Brooklyn, in Spanish for New York (docs/product.md, "Languages"): written, not translated word for word. */
import type { BoroughPageContent } from "../../types";

export const brooklynCleaning: BoroughPageContent = {
  slug: "brooklyn-cleaning",
  path: "/es/services/brooklyn-cleaning",
  borough: "Brooklyn",
  priceSlug: "residential-cleaning",
  title: "Limpieza de hogares en Brooklyn | Borough Bright Cleaning",
  metaDescription:
    "Limpieza de apartamentos, casas y oficinas en Brooklyn, de Greenpoint a Coney Island: brownstones, walk-ups y torres. Personal verificado y precio al instante.",
  h1: "Limpieza de apartamentos y casas en Brooklyn",
  intro: [
    "En Brooklyn se vive de mil maneras: en el parlor floor de un brownstone de Park Slope, en una torre nueva de alquiler frente al agua en Williamsburg, en una casa de dos familias en Bay Ridge o en un loft de un antiguo almacén en Bushwick. Cada hogar se ensucia a su manera, y nuestro equipo se encarga de todos, cualquier día de la semana.",
    "Reserva en línea en un par de minutos, mira el precio completo antes de comprometerte y dinos cómo entrar. Quien hace tu limpieza llega con equipo y productos profesionales, trabaja según tus notas y te deja un hogar que vuelve a sentirse tuyo.",
  ],
  neighborhoods: {
    heading: "Barrios de Brooklyn donde trabajamos",
    intro: "Limpiamos en todas las zonas residenciales de Brooklyn. Aquí van los barrios, agrupados más o menos como los agrupa la gente de aquí.",
    groups: [
      {
        area: "Norte de Brooklyn",
        neighborhoods: ["Greenpoint", "Williamsburg", "East Williamsburg", "Bushwick"],
      },
      {
        area: "El Brooklyn de los brownstones",
        neighborhoods: [
          "Brooklyn Heights",
          "DUMBO",
          "Downtown Brooklyn",
          "Cobble Hill",
          "Carroll Gardens",
          "Boerum Hill",
          "Fort Greene",
          "Clinton Hill",
          "Park Slope",
          "Prospect Heights",
          "Gowanus",
          "Red Hook",
        ],
      },
      {
        area: "Centro de Brooklyn",
        neighborhoods: [
          "Bedford-Stuyvesant",
          "Crown Heights",
          "Prospect Lefferts Gardens",
          "Flatbush",
          "Ditmas Park",
          "Kensington",
          "Windsor Terrace",
          "East Flatbush",
          "Midwood",
          "Brownsville",
          "East New York",
          "Cypress Hills",
        ],
      },
      {
        area: "Sur de Brooklyn",
        neighborhoods: [
          "Sunset Park",
          "Bay Ridge",
          "Dyker Heights",
          "Bensonhurst",
          "Bath Beach",
          "Borough Park",
          "Gravesend",
          "Sheepshead Bay",
          "Manhattan Beach",
          "Brighton Beach",
          "Coney Island",
          "Marine Park",
          "Mill Basin",
          "Bergen Beach",
          "Canarsie",
          "Starrett City",
        ],
      },
    ],
  },
  zipCoverage: {
    heading: "Códigos postales de Brooklyn que cubrimos",
    text: [
      "Escribe tu código postal (ZIP) en el formulario de reserva y te confirma al instante si llegamos a tu casa. Estos son los códigos residenciales de Brooklyn que atendemos; entre todos abarcan cada barrio residencial del condado.",
    ],
    ranges: ["11201", "11203-11226", "11228-11239", "11249"],
  },
  localNotes: [
    {
      id: "brownstones",
      heading: "Brownstones y casas en hilera",
      paragraphs: [
        "Un brownstone o una casa en hilera de piedra caliza son, en realidad, tres o cuatro viviendas pequeñas apiladas y unidas por una escalera angosta. Por eso organizamos la visita piso por piso, empezando por el de arriba, para que el polvo y la arenilla vayan bajando y salgan por la puerta en vez de volver a los cuartos ya limpios.",
        "Los detalles originales merecen cuidado. Los pasamanos tallados, los medallones de yeso, las puertas corredizas empotradas y las repisas de chimenea de mármol se sacuden a mano con paños suaves, y mantenemos los productos fuertes lejos de la madera antigua y la piedra. Si la casa entera es tuya, dinos qué pisos están alquilados y limpiamos solo tu parte.",
      ],
    },
    {
      id: "walk-ups-and-garden",
      heading: "Walk-ups y apartamentos a nivel del jardín",
      paragraphs: [
        "Buena parte de los alquileres de Brooklyn están en walk-ups (edificios sin ascensor) de tres y cuatro pisos y en casas de dos familias, muchas con una unidad garden unos escalones por debajo de la acera. Estos apartamentos suelen juntar la tierra que entra desde el patiecito del frente y se ponen húmedos en verano; ahí cuidamos en especial los bordes del piso, los umbrales de las puertas y la ventilación del baño.",
        "Si vives en un piso alto, quien limpia sube sus herramientas por la escalera sin costo adicional. Si la cerradura de la puerta de la calle se traba o el timbre funciona solo a veces, explica en tus notas de acceso cómo entrar de todos modos.",
      ],
    },
    {
      id: "parking",
      heading: "Estacionamiento alterno y barrido de calles",
      paragraphs: [
        "En buena parte de Brooklyn, las reglas de estacionamiento alterno marcan el ritmo de la mañana, y los días de barrido cuesta encontrar lugar cerca de tu puerta. Nunca tienes que mover tu carro ni guardarnos un espacio, y nuestros precios no llevan recargo por traslado ni por estacionamiento en ningún barrio.",
        "Si tienes una entrada de garaje, un garaje compartido o un lugar frente a la casa que podamos usar, menciónalo en las notas: nos ahorra unos minutos y lo usaremos con gusto.",
      ],
    },
    {
      id: "towers-and-trains",
      heading: "Torres nuevas y trenes elevados",
      paragraphs: [
        "Downtown Brooklyn, la costa de Williamsburg y Greenpoint y partes de Prospect Heights están llenos de edificios nuevos con recepción, cuarto de paquetes y ascensores solo para residentes. Funcionan igual que los edificios con portero de Manhattan: pon el nombre de quien limpia en la lista de visitas y deja una llave en la recepción o un código de cerradura inteligente.",
        "En los apartamentos junto a las líneas elevadas de Bushwick, Bed-Stuy, Bensonhurst, Brighton Beach y Coney Island, o al lado de la Gowanus Expressway en Sunset Park, ya saben lo que es el polvillo negro que entra por las ventanas. Para que no se acumule, en cada visita pasamos un paño por las repisas, la parte de arriba de los radiadores y los rieles de las ventanas.",
      ],
    },
  ],
  services: {
    heading: "Lo que más reservan en Brooklyn",
    intro: "Todos los servicios están disponibles en cualquier parte de Brooklyn; estos les van especialmente bien a las casas y edificios del condado.",
    items: [
      {
        serviceSlug: "residential-cleaning",
        name: "Limpieza regular",
        text: "Mantenimiento recurrente para apartamentos y casas completas, con hasta 20% de descuento si vamos cada semana.",
      },
      {
        serviceSlug: "deep-cleaning",
        name: "Limpieza profunda",
        text: "Trabajo minucioso piso por piso para brownstones y casas en hilera, con radiadores y carpintería original incluidos.",
      },
      {
        serviceSlug: "post-construction-cleaning",
        name: "Limpieza después de obra",
        text: "La limpieza final después de una remodelación completa o de estrenar cocina, con precio por pie cuadrado.",
      },
      {
        serviceSlug: "move-in-out-cleaning",
        name: "Limpieza de mudanza",
        text: "Para el cambio de contrato de principios de mes, ya sea que dejes un walk-up o que llegues a un edificio nuevo.",
      },
      {
        serviceSlug: "custom-cleaning",
        name: "Limpieza a tu medida",
        text: "Ayuda por horas para tareas puntuales, como dejar listos para el verano los muebles del patio y la escalinata de la entrada.",
      },
    ],
  },
  pricing: [
    "Brooklyn tiene exactamente los mismos precios que el resto de nuestra zona. Una limpieza regular de un estudio o un apartamento de una habitación con un solo baño cuesta {fromPrice}, y cada habitación o baño de más suma un monto fijo. Un brownstone de cuatro pisos se cotiza por sus habitaciones y baños, nunca por sus escaleras.",
    "Las visitas semanales tienen 20% de descuento, las de cada dos semanas 15% y las mensuales 10%. El impuesto de ventas (8.875% en la ciudad de Nueva York) se suma al monto final, y pagas después de la limpieza, no al reservar.",
  ],
  faqs: [
    {
      question: "¿Limpian brownstones completos?",
      answer:
        "Sí. Pon el total de habitaciones y baños de los pisos que quieres que limpiemos y el precio cubre la casa entera. En casas muy grandes, empezar con una limpieza profunda hace que después las visitas regulares sean más rápidas.",
    },
    {
      question: "¿Qué partes de Brooklyn cubren?",
      answer:
        "Todo Brooklyn, desde Greenpoint y Williamsburg en el norte hasta Coney Island, Brighton Beach y Canarsie en el sur, pasando por Bushwick y Sunset Park. Si el formulario de reserva acepta tu código postal, llegamos hasta ti.",
    },
    {
      question: "¿Tengo que buscarle estacionamiento a quien viene a limpiar?",
      answer:
        "No. Llegar hasta tu casa es trabajo nuestro, y nunca cobramos por traslado ni por estacionamiento. Si tienes una entrada de garaje que podamos usar, anótalo; si no, no tienes que hacer nada.",
    },
    {
      question: "¿Pueden limpiar solo mi unidad en una casa de dos familias?",
      answer:
        "Claro. Dinos cuál es tu piso y cómo se llega, y limpiamos solo tu unidad. Los pasillos y las escaleras compartidas se pueden agregar con la limpieza a tu medida, si la otra familia está de acuerdo.",
    },
    {
      question: "¿También limpian oficinas y locales comerciales en Brooklyn?",
      answer:
        "Sí. La limpieza de oficinas y espacios comerciales se cobra por pie cuadrado en todo Brooklyn, desde estudios pequeños en Gowanus e Industry City hasta oficinas en Downtown Brooklyn.",
    },
  ],
  cta: {
    heading: "Reserva tu limpieza en Brooklyn",
    text: "Recibe al instante el precio de tu apartamento o tu casa y elige el día que te convenga, fines de semana incluidos.",
    primary: { label: "Reserva ahora", href: "/es/booking?service=residential-cleaning" },
    secondary: { label: "Pregúntanos lo que quieras", href: "/es/contact" },
  },
};
