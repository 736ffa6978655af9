/** Kitchen cleaning, in Spanish for New York (docs/product.md, "Languages"): written, not translated word for word. */
import type { ServicePageContent } from "../../types";

export const kitchenCleaning: ServicePageContent = {
  slug: "residential-cleaning/kitchen",
  path: "/es/services/residential-cleaning/kitchen",
  name: "Limpieza de cocina",
  priceSlug: "residential-cleaning",
  parentSlug: "residential-cleaning",
  title: "Limpieza de cocinas en apartamentos de NYC | Borough Bright",
  metaDescription:
    "Limpieza de cocina para casas y apartamentos de NYC: estufa sin grasa, fregadero restregado, piso limpio y, si quieres, refri, horno y gabinetes por dentro.",
  h1: "Limpieza de cocina para cocinas pequeñas y gente que cocina mucho",
  intro: [
    "En un apartamento de Nueva York, la cocina es lo primero que se nota gastado. Una cocina de pasillo con estufa de cuatro hornillas y dieciocho pulgadas de mostrador recibe más uso por pie cuadrado que cualquier otro cuarto, y la grasa del sofrito de anoche termina en todas partes, desde la campana hasta el techo del refrigerador.",
    "La cocina forma parte de cada limpieza regular que hacemos. Aquí te explicamos exactamente qué incluye, qué extras valen la pena y cómo reservar una visita en la que la cocina sea la prioridad. Ya sea que cocines tres veces al día o que casi siempre calientes comida para llevar, la meta es la misma: una cocina en la que puedas ponerte a cocinar sin tener que limpiar algo antes.",
  ],
  included: [
    {
      heading: "En cada visita regular",
      items: [
        "Rejillas de las hornillas de gas levantadas, remojadas o restregadas, y la bandeja de abajo limpia",
        "Perillas, puerta del horno y panel frontal de la estufa desengrasados",
        "Mostradores despejados, limpios y con todo de vuelta en su sitio, incluidos la tostadora y la tetera",
        "Azulejos del salpicadero lavados, también la junta que queda justo detrás de la estufa",
        "Microondas limpio por dentro y por fuera",
        "Exterior del refri, del lavaplatos y de la campana con brillo, y jaladeras desinfectadas",
        "Fregadero restregado, zona del desagüe limpia, llave y rociador pulidos",
        "Piso aspirado a lo largo del zócalo de los gabinetes y luego trapeado",
      ],
    },
    {
      heading: "Extras que vale la pena considerar",
      items: [
        "Refrigerador por dentro: sacamos repisas y cajones, los lavamos y secamos, y quitamos derrames y círculos pegajosos",
        "Horno por dentro: rejillas, paredes y vidrio de la puerta sin goteos quemados",
        "Gabinetes por dentro: los vaciamos repisa por repisa, los limpiamos y acomodamos todo como lo tenías",
        "Lavado de platos: nos encargamos del fregadero lleno de ollas para poder llegar a los mostradores",
      ],
    },
  ],
  whoItsFor: [
    "Quienes cocinan en casa y para el jueves ya tienen la estufa con una capa de grasa permanente.",
    "Apartamentos compartidos donde la cocina es de todos y, por eso mismo, nadie la limpia.",
    "Cualquiera que se prepara para recibir invitados, o que se está recuperando de la fiesta.",
    "Inquilinos con electrodomésticos viejos que quieren que luzcan lo mejor posible antes de la inspección del casero.",
  ],
  pricing: [
    "No hay un precio aparte solo para la cocina: es uno de los cuartos de una limpieza regular, y la limpieza regular de un estudio o de un apartamento de una habitación con un solo baño cuesta {fromPrice}. En casas más grandes se suma un monto fijo por cada habitación y baño adicional, y lo ves desglosado en tu cotización.",
    "Los extras de cocina tienen precio propio, para que pagues solo lo que necesitas: refrigerador por dentro {extra:inside-fridge}, horno por dentro {extra:inside-oven}, gabinetes por dentro {extra:inside-cabinets} y lavado de platos {extra:dishwashing}. Cada uno agrega tiempo a la visita, y el formulario de reserva te lo muestra antes de que elijas el horario.",
    "Si lo único que quieres es la cocina, reserva una limpieza a tu medida y escribe la cocina como tarea; se cobra por hora, con un mínimo de tres horas. Las limpiezas regulares recurrentes tienen 10%, 15% o 20% de descuento según sean mensuales, cada dos semanas o semanales, y a cada pedido se le suma el impuesto de ventas de NYC.",
  ],
  sections: [
    {
      id: "small-kitchens",
      heading: "Lo que sabemos de las cocinas de Nueva York",
      paragraphs: [
        "En las cocinas de pasillo o abiertas a la sala, la estufa queda pegada al refri y los gabinetes justo encima de las hornillas, así que la grasa viaja hacia los lados y hacia arriba. En cada visita desengrasamos los frentes de los gabinetes más cercanos a la estufa y revisamos el techo del refrigerador, que en muchos apartamentos queda debajo de un gabinete y atrapa todo lo que cae.",
        "Los edificios viejos traen acabados viejos. Gabinetes originales con capas y capas de pintura, acero inoxidable que muestra cada huella, mostradores de madera que nunca deben empaparse y piedra que se mancha con vinagre: cada uno necesita un trato distinto. Si sabes de qué material son tus mostradores, dínoslo y elegiremos un producto seguro para ellos.",
        "Nunca usamos esponja de acero en el acero inoxidable ni en el esmalte, no separamos de la pared una estufa de gas, y las reparaciones de electrodomésticos o el cambio del filtro de la campana se los dejamos al súper del edificio o a un técnico.",
      ],
    },
  ],
  faqs: [
    {
      question: "¿Limpian el refrigerador y el horno por dentro en una visita regular?",
      answer:
        "No vienen incluidos, porque llevan bastante tiempo; los dos son extras. El interior del microondas sí está incluido. Agrega el refri o el horno en el paso 2 del formulario de reserva y el tiempo adicional queda incluido en tu visita.",
    },
    {
      question: "¿Lavan los platos?",
      answer:
        "Si agregas el lavado de platos, quien limpia se encarga de lo que haya en el fregadero y llena o vacía el lavaplatos. Si no lo agregas, limpiamos alrededor de los platos para no quitarle tiempo al resto de tu casa.",
    },
    {
      question: "¿Pueden limpiar una campana con muchísima grasa?",
      answer:
        "En cada visita limpiamos el exterior de la campana y la parte de abajo que se alcanza. Una campana con años de grasa pegada necesita una limpieza profunda o una limpieza de casos difíciles, porque lleva mucho más tiempo del que permite una visita de mantenimiento.",
    },
    {
      question: "Mis mostradores son de mármol. ¿Es un problema?",
      answer:
        "Para nada. El mármol, la piedra caliza y algunos acabados de cuarzo se dañan con productos ácidos, así que en ellos usamos un limpiador de pH neutro. Anota el material en tus notas de acceso para que quien limpia lo sepa antes de empezar.",
    },
    {
      question: "¿Puedo reservar solamente la cocina?",
      answer:
        "Sí, con la limpieza a tu medida. Elígela en el formulario de reserva, escribe que quieres la cocina, con los interiores que necesites, y se cobra la tarifa por hora con un mínimo de tres horas.",
    },
  ],
  cta: {
    heading: "Recupera tu cocina",
    text: "Mira tu precio en menos de un minuto, agrega el refri o el horno si hace falta y escoge la hora que más te convenga.",
    primary: { label: "Ver mi precio al instante", href: "/es/booking?service=residential-cleaning" },
    secondary: { label: "Toda la limpieza regular", href: "/es/services/residential-cleaning" },
  },
};
