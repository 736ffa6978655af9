/** The guide sections, in Spanish for New York (docs/product.md, "Languages"): written, not translated word for word. */
import type { GuideSection } from "../types";

export const guideSections: readonly GuideSection[] = [
  {
    id: "who-we-are",
    movedTo: "/es/about",
    heading: "Quiénes somos",
    paragraphs: [
      "Somos una empresa de limpieza de Nueva York que atiende casas y oficinas en Manhattan, Brooklyn y Queens. Creamos Borough Bright con una idea sencilla: reservar una limpieza debería ser tan claro como comprar cualquier cosa en línea, con el precio a la vista desde el principio y nada agregado después.",
      "Detrás del formulario de reserva hay personas de verdad, que saben la diferencia entre un edificio con portero y un walk-up, y que cuidan tu casa como les gustaría que cuidaran la suya.",
    ],
    cta: { label: "Contáctanos", href: "/es/contact" },
  },
  {
    id: "apartment-cleaning-nyc",
    movedTo: "/es/services/residential-cleaning",
    heading: "Limpieza de apartamentos pensada para Nueva York",
    paragraphs: [
      "Limpiar un apartamento en Nueva York es todo un oficio. El espacio es poco, cada superficie trabaja horas extra y el edificio tiene su opinión sobre quién pasa por el lobby. Un estudio en Hell's Kitchen, un apartamento tipo railroad en Greenpoint y un junior four con su comedorcito en Jackson Heights necesitan a alguien que sepa trabajar con agilidad alrededor de muebles que no tienen otro lugar adonde ir.",
      "Nuestro equipo está acostumbrado a todo eso. Sabe que un radiador de vapor lanza polvo a la pared de atrás, que en una cocina de pasillo la grasa llega desde la estufa hasta la ventana y que en un baño sin ventana hay que vigilar de cerca las juntas y el sellador. Todo eso está en nuestras listas de tareas, así que tu apartamento recibe en cada visita la atención que exige la vida en la ciudad.",
      "Ya sea una limpieza única antes de que lleguen visitas o una cita fija cada semana, cuéntanos cómo es tu casa y te recomendamos el servicio adecuado.",
    ],
    cta: { label: "Pide un presupuesto gratis", href: "/es/contact" },
  },
  {
    id: "house-cleaning-three-boroughs",
    movedTo: "/es/services/queens-cleaning",
    heading: "Limpieza de casas en Manhattan, Brooklyn y Queens",
    paragraphs: [
      "No todos los neoyorquinos viven en un apartamento. Brooklyn tiene sus brownstones y casas en hilera; Queens, sus casas independientes y semiadosadas con patio y sótano terminado. Una casa completa significa más escaleras, más baños y más maneras de que entre la suciedad, y necesita un plan de limpieza que avance piso por piso.",
      "Cotizamos las casas igual que los apartamentos, por habitaciones y baños, así que una casa de tres pisos recibe un precio honesto, sin adivinanzas. Empezamos por el último piso y vamos bajando, de modo que el polvo termina en la puerta de entrada y no sobre los cuartos que ya quedaron listos. Los baños del sótano, los recibidores y las entradas traseras reciben el mismo cuidado que la planta principal.",
      "En la página de cada condado entramos en los detalles de la zona, desde los porteros de Manhattan hasta el estacionamiento alterno de Brooklyn y las reglas de las co-ops de Queens.",
    ],
    cta: { label: "Pide una cotización", href: "/es/contact" },
  },
  {
    id: "transparent-pricing",
    movedTo: "/es/services/residential-cleaning/general",
    heading: "Precios claros, con cotización al instante",
    paragraphs: [
      "Creemos que debes saber exactamente cuánto cuesta una limpieza antes de reservarla. Nuestro formulario de reserva en línea muestra cada línea: el precio base del servicio, lo que suma cada habitación y cada baño adicional, los extras que elijas, el descuento por visitas recurrentes, la oferta especial o la tarjeta de regalo que apliques y el impuesto de ventas de la ciudad de Nueva York, de 8.875%. La cifra de abajo es la que pagas.",
      "Los servicios que se cotizan por cuartos, como la limpieza regular, la limpieza profunda y la limpieza de mudanza, se cobran según el número de habitaciones y baños. Las oficinas y las limpiezas después de obra se cobran por pie cuadrado, con un mínimo claro, y la limpieza a tu medida se cobra por hora, con un mínimo de tres horas. No cobramos traslado, ni combustible, ni recargos por walk-up o por portero, ni los productos de limpieza.",
      "No te cobramos nada al reservar. El pago se hace después de la visita, cuando ya viste el resultado.",
    ],
    cta: { label: "Pide una cotización", href: "/es/contact" },
  },
  {
    id: "recurring-cleaning",
    movedTo: "/es/services/residential-cleaning",
    heading: "Limpieza recurrente que se adapta a tu semana",
    paragraphs: [
      "La casa más fácil de mantener limpia es la que no tienes que agendar dos veces. Programa una limpieza regular recurrente y creamos tus visitas automáticamente, en un calendario que se va renovando con semanas de anticipación, para que el mismo día y la misma hora sigan siendo tuyos. La limpieza semanal ahorra 20% en cada visita, la de cada dos semanas 15% y la mensual 10%.",
      "Pero la vida pasa, y el calendario se adapta. Desde tu cuenta puedes mover o cancelar una visita, o detener toda la serie, sin costo hasta 24 horas antes de la hora de inicio. Quien viene con regularidad va conociendo tu casa, lo que prefieres y los rincones que necesitan más atención, y el resultado mejora con cada visita.",
    ],
    cta: { label: "Contáctanos", href: "/es/contact" },
  },
  {
    id: "office-cleaning",
    movedTo: "/es/services/office-cleaning",
    heading: "Limpieza de oficinas y locales comerciales en NYC",
    paragraphs: [
      "Un lugar de trabajo limpio les dice a tus clientes y a tu personal que estás pendiente de los detalles. Limpiamos oficinas, estudios, showrooms y locales comerciales pequeños de 500 a 20,000 pies cuadrados, con precio según la superficie, para que una agencia pequeña y un piso entero paguen cada uno por lo que tienen.",
      "Los edificios de Nueva York vienen con papeleo. Los propietarios comerciales y los agentes administradores suelen exigir un certificado de seguro antes de que empiece cualquier proveedor, y muchos piden usar la entrada de servicio y reservar el ascensor de carga. Nos ocupamos de esa parte contigo antes de la primera visita, y después llegamos en el horario que elijas, también los fines de semana.",
      "Para espacios más grandes de lo que cubre la cotización en línea, varios pisos o cualquier caso fuera de lo común, pídenos un presupuesto gratis.",
    ],
    cta: { label: "Pide un presupuesto gratis", href: "/es/contact" },
  },
  {
    id: "move-cleaning",
    movedTo: "/es/services/move-in-out-cleaning",
    heading: "¿Te mudas? Que la inspección final sea fácil",
    paragraphs: [
      "En Nueva York, el día de la mudanza es una negociación con el calendario: la fecha en que termina el contrato, el turno del ascensor de carga, la llegada de la compañía de mudanzas y el horario del súper. Una limpieza de salida asegura que la última impresión de tu casero o del board de la co-op sea buena, y una limpieza de entrada te permite desempacar en un hogar realmente limpio.",
      "Con los cuartos vacíos podemos limpiar cada estante, clóset y rincón. Agrega el interior del refrigerador, del horno y de los gabinetes, porque todo el que inspecciona un apartamento los abre. Según la ley de Nueva York, el casero tiene en general 14 días después de la mudanza para devolver el depósito o detallar por escrito lo que descuenta, y un apartamento impecable no le deja nada que descontar por limpieza.",
    ],
    cta: { label: "Pide una cotización", href: "/es/contact" },
  },
  {
    id: "post-construction",
    movedTo: "/es/services/post-construction-cleaning",
    heading: "Después de la remodelación: limpieza después de obra",
    paragraphs: [
      "Toda remodelación termina en polvo. Lijar paneles de yeso y trabajar el enlucido suelta un polvo tan fino que pasa por debajo de los plásticos protectores y se mete en gabinetes que creías bien cerrados. Una limpieza normal solo lo embarra; una limpieza después de obra lo elimina, trabajando primero en seco y luego en húmedo, de arriba hacia abajo.",
      "También nos ocupamos de los últimos detalles que los contratistas suelen dejar: etiquetas en los accesorios nuevos, película protectora en los electrodomésticos, gotitas de pintura en azulejos y vidrios, y la capa fina que queda sobre los pisos nuevos. En remodelaciones de co-ops y condominios trabajamos dentro de las reglas de tu edificio y entregamos los papeles del seguro cuando la administración los pide.",
    ],
    cta: { label: "Pide un presupuesto gratis", href: "/es/contact" },
  },
  {
    id: "trust",
    movedTo: "/es/services/manhattan-cleaning",
    heading: "Personas de confianza en tu casa",
    paragraphs: [
      "La mayoría de nuestros clientes no están en casa mientras limpiamos. Dejan una llave con el portero, un código para la caja de llaves o instrucciones para el súper del edificio, y confían en que entremos, hagamos el trabajo y cerremos al salir. Eso lo tomamos muy en serio.",
      "Todo nuestro personal de limpieza tiene verificación de antecedentes y seguro. Tus notas de acceso, como los códigos de las puertas y dónde están las llaves, solo las ven la persona asignada a tu visita y nuestro equipo de oficina. Quien limpia registra su llegada al entrar y su salida al terminar, y ambos momentos aparecen en el historial de tu reserva, así que sabes cuándo hubo alguien en tu casa y durante cuánto tiempo.",
      "¿Tienes preguntas sobre llaves, mascotas o el acceso al edificio antes de reservar? Con gusto lo conversamos.",
    ],
    cta: { label: "Contáctanos", href: "/es/contact" },
  },
  {
    id: "guarantee",
    movedTo: "/es/services/deep-cleaning",
    heading: "Nuestra garantía de satisfacción del 100%",
    paragraphs: [
      "Queremos que cada limpieza quede bien desde la primera vez, y cuando no es así, lo arreglamos. Si alguna parte de la limpieza no te deja contento, avísanos dentro de las 24 horas siguientes a la visita y mandamos a alguien a rehacerla, sin costo.",
      "Después de cada visita recibes un correo corto que te pregunta cómo te fue. Una calificación baja ahí llega directo a nuestro equipo, que organiza la nueva limpieza sin que tengas que andar detrás de nadie. Tus comentarios también nos ayudan a orientar al personal y a mejorar las listas de tareas para todos.",
    ],
    cta: { label: "Contáctanos", href: "/es/contact" },
  },
  {
    id: "add-ons",
    movedTo: "/es/services/custom-cleaning",
    heading: "Lavandería, platos y organización del hogar",
    paragraphs: [
      "Parte de la ayuda que más se agradece no tiene nada que ver con tallar. Agrega lavandería a tu limpieza y quien limpia lava, seca y dobla tu ropa en tus propias máquinas, ya sea en tu apartamento o en el cuarto de lavandería del edificio. Agrega lavado de platos y la pila del fregadero desaparece. Los dos servicios también se pueden reservar por separado.",
      "La organización del hogar es ayuda por horas con clósets, cocinas y espacios de almacenamiento: clasificar, sacar lo que sobra y acomodar todo para que un espacio pequeño funcione a tu manera. Combina muy bien con una limpieza profunda cuando quieres que toda la casa se sienta como nueva.",
    ],
    cta: { label: "Pide una cotización", href: "/es/contact" },
  },
];
