/** General cleaning, in Spanish for New York (docs/product.md, "Languages"): written, not translated word for word. */
import type { ServicePageContent } from "../../types";

export const generalCleaning: ServicePageContent = {
  slug: "residential-cleaning/general",
  path: "/es/services/residential-cleaning/general",
  name: "Limpieza general",
  priceSlug: "residential-cleaning",
  parentSlug: "residential-cleaning",
  title: "Limpieza general de casas en NYC | Borough Bright",
  metaDescription:
    "Limpieza general de sala, cuartos y pasillos en Manhattan, Brooklyn y Queens: polvo, pisos, radiadores y marcos de ventana. Mira tu precio en línea.",
  h1: "Limpieza general para la sala, los cuartos y los pasillos",
  intro: [
    "La limpieza general se ocupa de los cuartos donde de verdad vives: la sala, donde el sofá junta migajas; las habitaciones, donde el polvo se asienta en la mesita de noche; y la entrada, donde la ciudad llega pegada a los zapatos de todos. Junto con la cocina y los baños, es la parte del día a día de una limpieza regular.",
    "En Nueva York, el polvo tiene un origen conocido. En invierno, los radiadores lo empujan pared arriba; en verano, por las ventanas abiertas entra un hollín negro y fino del tráfico y de los trenes elevados; y detrás de la cubierta del radiador, esa que nunca miras, se ha ido acumulando todo el año. Una buena limpieza general se encarga de todo eso, cuarto por cuarto, en cada visita.",
  ],
  included: [
    {
      heading: "Polvo, de arriba abajo",
      items: [
        "Repisas, mesas, cómodas y mesitas de noche, levantando los objetos en vez de limpiar alrededor",
        "Lámparas, pantallas y cuadros que estén al alcance",
        "Parte de arriba y cubiertas de los radiadores, y la pared justo encima",
        "Marcos de ventana y los rieles interiores que se alcanzan sin desmontar nada",
        "Manijas, interruptores y los cantos de las puertas que todo el mundo empuja con la mano",
      ],
    },
    {
      heading: "Pisos y tapicería",
      items: [
        "Madera y loseta primero aspiradas y después trapeadas con un paño húmedo y un producto seguro para madera sellada",
        "Tapetes y alfombras aspirados, bordes incluidos",
        "Cojines del sofá levantados para aspirar las migajas de abajo",
        "Tapetes de la entrada sacudidos o aspirados",
      ],
    },
    {
      heading: "Cuartos y orden",
      items: [
        "Camas tendidas; sábanas cambiadas cuando dejas un juego limpio sobre la cama",
        "Espejos y mesas de vidrio pulidos",
        "Papeleras vaciadas en todos los cuartos",
        "Ropa del piso doblada y puesta sobre la cama o una silla; nunca la guardamos en cajones que no conocemos",
      ],
    },
  ],
  whoItsFor: [
    "Quienes trabajan desde casa y pasan el día entero mirando el mismo librero lleno de polvo.",
    "Dueños de mascotas que necesitan aspirar tapetes y sofá más seguido de lo que pueden hacerlo solos.",
    "Personas con alergias que quieren quitarse el polvo de encima cada semana, no cuando alguien se acuerde.",
    "Casas grandes y brownstones con varias habitaciones y una escalera de por medio.",
  ],
  pricing: [
    "La limpieza general va incluida en toda limpieza regular, desde {fromPrice} para un estudio o una casa de una habitación con un baño. Por cada habitación o baño extra se suma un monto fijo a la cotización, y ves cómo cambia el precio con cada opción antes de reservar.",
    "Para la sala y los cuartos, los extras más útiles son el tratamiento de pelo de mascota ({extra:pet-hair}), las ventanas por dentro ({extra:interior-windows} por ventana), los zócalos ({extra:baseboards}) y un balcón o terraza ({extra:balcony-terrace}). Con un horario recurrente ahorras 10% en visitas mensuales, 15% cada dos semanas y 20% semanales; el impuesto de ventas, de 8.875%, se suma aparte, y pagas cuando la limpieza ya está hecha.",
  ],
  sections: [
    {
      id: "care",
      heading: "Cuidado con tus cosas",
      paragraphs: [
        "La sala y los cuartos están llenos de lo que te importa: discos, plantas, un escritorio con papeles en un orden que solo tú entiendes, una repisa con cerámicas de un viaje. Levantamos y volvemos a colocar en lugar de empujar a un lado, nunca ordenamos ni abrimos correspondencia o papeles, y no tocamos nada que parezca valioso o delicado, a menos que tus notas digan otra cosa.",
        "Con los pisos tenemos el mismo respeto. Los pisos de roble de los edificios de preguerra suelen tener el acabado gastado por donde más se camina, así que los trapeamos con un paño apenas húmedo, no empapado, y secamos cualquier charco. Los tapetes antiguos o anudados a mano se pueden aspirar con poca potencia o no tocarse en absoluto; solo dinos qué prefieres.",
      ],
    },
  ],
  faqs: [
    {
      question: "¿Mueven los muebles para limpiar debajo?",
      answer:
        "Aspiramos debajo de camas y sofás hasta donde llegan nuestras herramientas, y movemos cosas livianas como sillas y mesitas. Los muebles pesados se quedan donde están: no levantamos nada que pese más de unas 40 libras, por la seguridad de nuestro personal y el cuidado de tus pisos.",
    },
    {
      question: "¿Pueden limpiar mi oficina en casa?",
      answer:
        "Sí. Quitamos el polvo del escritorio alrededor de tus equipos, limpiamos el teclado y el mouse si quieres, y aspiramos el piso. No movemos ni leemos papeles, y dejamos los cables y aparatos electrónicos tal como están.",
    },
    {
      question: "¿Cambian las sábanas?",
      answer:
        "Sí, si dejas un juego limpio sobre la cama o nos dices dónde encontrarlo. Las sábanas usadas van a tu canasta de ropa sucia, o a la lavadora si agregas lavado de ropa a la visita.",
    },
    {
      question: "¿Y las ventanas?",
      answer:
        "Los marcos y los rieles que se alcanzan se limpian en cada visita. Lavar el vidrio en sí es el extra de ventanas por dentro, que se cobra por ventana y cubre solo el lado interior; el vidrio exterior nunca lo limpiamos por encima de la planta baja.",
    },
    {
      question: "¿Limpian la escalera de un brownstone o de un dúplex?",
      answer:
        "Sí. Aspiramos las escaleras interiores y limpiamos los escalones y el pasamanos. El stoop y los escalones de afuera no entran en la limpieza regular, pero puedes pedirlos con una limpieza a tu medida.",
    },
  ],
  cta: {
    heading: "Respira mejor en casa",
    text: "Elige tus cuartos, agrega el tratamiento de pelo de mascota o las ventanas si te hacen falta, y mira el precio completo al instante.",
    primary: { label: "Reserva ahora", href: "/es/booking?service=residential-cleaning" },
    secondary: { label: "Todos los servicios para tu casa", href: "/es/services/residential-cleaning" },
  },
};
