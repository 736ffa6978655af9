/** Bathroom cleaning, in Spanish for New York (docs/product.md, "Languages"): written, not translated word for word. */
import type { ServicePageContent } from "../../types";

export const bathroomCleaning: ServicePageContent = {
  slug: "residential-cleaning/bathroom",
  path: "/es/services/residential-cleaning/bathroom",
  name: "Limpieza de baños",
  priceSlug: "residential-cleaning",
  parentSlug: "residential-cleaning",
  title: "Limpieza de baños en NYC | Borough Bright Cleaning",
  metaDescription:
    "Limpieza de baños en apartamentos de Nueva York: mampara sin restos de jabón, azulejos de preguerra y juntas más claras, inodoro desinfectado. Cotiza en línea.",
  h1: "Limpieza de baños que llega hasta las esquinas",
  intro: [
    "El baño típico de Nueva York es pequeño, muchas veces no tiene ventana y a veces tiene casi cien años. Con esa mezcla, la humedad no se va, el jabón forma una película sobre el vidrio y las diminutas losetas hexagonales de los edificios de preguerra se quedan con toda la mugre que cae en las juntas.",
    "En cada limpieza regular, cada baño recibe atención de verdad, no una pasada rápida al lavamanos. En esta página te contamos qué limpiamos, cómo cuidamos los azulejos y la grifería antiguos, y cómo se calcula el precio en una casa con más de un baño.",
  ],
  included: [
    {
      heading: "Bañera y ducha",
      items: [
        "Paredes de la ducha y bañera restregadas desde el azulejo más alto hasta el desagüe",
        "Puertas de vidrio y mamparas sin película de jabón ni manchas de agua",
        "Organizador de ducha y botellas levantados para limpiar la repisa de abajo",
        "Llave, regadera y tapa del desagüe con brillo",
      ],
    },
    {
      heading: "Inodoro, lavamanos y mueble",
      items: [
        "Taza del inodoro restregada, asiento y tapa desinfectados por ambos lados, base y tapas de los tornillos limpias",
        "Lavamanos de pedestal o de mueble limpio, incluido el orificio de rebose",
        "Tope del mueble despejado y limpio, con tus artículos de aseo de vuelta en su lugar",
        "Espejo y frente del botiquín pulidos sin rayas",
        "Interruptor de luz, manija de la puerta y toalleros desinfectados",
      ],
    },
    {
      heading: "Piso y toques finales",
      items: [
        "Piso lavado a mano, incluido el espacio detrás del inodoro",
        "Basurero vaciado, con bolsa nueva si guardas repuestos cerca",
        "Toallas acomodadas, o cambiadas por las limpias que nos dejes",
        "Rejilla del extractor y parte de arriba del marco de la puerta sin polvo",
      ],
    },
  ],
  whoItsFor: [
    "Hogares donde tres o cuatro personas comparten un solo baño.",
    "Dueños de apartamentos de preguerra con azulejos originales que quieren que se limpien con cuidado y no a punta de cloro.",
    "Inquilinos con baños sin ventana que pelean cada mes contra el mismo anillo rosado y la silicona gris.",
    "Cualquiera que, sencillamente, no quiere volver a restregar una bañera en su vida.",
  ],
  pricing: [
    "La limpieza de baños viene con cada limpieza regular. El precio base de {fromPrice} cubre un estudio o un apartamento de una habitación con su baño; cada baño después del primero suma un monto fijo a la cotización. Así, un apartamento de dos baños o una casa de tres tienen su precio claro desde el principio, sin sorpresas el día de la visita.",
    "Si reservas con un horario recurrente, todas las visitas llevan descuento: 10% las mensuales, 15% las de cada dos semanas y 20% las semanales. La limpieza de manchas en las paredes ({extra:wall-spot-cleaning}) y los zócalos ({extra:baseboards}) son extras opcionales, por si tu baño los necesita. El impuesto de ventas de la ciudad, de 8.875%, se aplica sobre el total final, y la cuenta se paga una vez terminada la visita.",
  ],
  sections: [
    {
      id: "old-tile",
      heading: "Azulejos de preguerra, agua blanda y extractores débiles",
      paragraphs: [
        "Los pisos de loseta hexagonal blanca o de mosaico redondo que hay en tantos edificios antiguos de Manhattan, Brooklyn y Queens son preciosos, pero no perdonan. La junta es porosa y muchas veces tiene décadas, así que la limpiamos con cepillo y con un producto que saca la suciedad sin comerse el material. Los ácidos fuertes pueden aflojar las juntas viejas y opacar los esmaltes antiguos, por eso no los usamos.",
        "El agua de la llave en Nueva York es blanda, de modo que la capa que ves en el vidrio de la ducha es sobre todo residuo de jabón y de productos para el cuerpo, no sarro mineral. Es una buena noticia: sale con el producto adecuado y un poco de fuerza, sin desincrustantes agresivos.",
        "Los baños sin ventana dependen de un extractor pequeño, y muchos de esos extractores apenas funcionan. El resultado es moho en la parte baja de la silicona y en las juntas de las esquinas de la ducha. En cada visita quitamos el moho de la superficie; si la silicona está manchada por dentro, hay que cambiarla, y ese trabajo le toca al súper o a un handyman.",
      ],
    },
  ],
  faqs: [
    {
      question: "¿Pueden quitar los puntos negros de la silicona de mi ducha?",
      answer:
        "Quitamos el moho de la superficie de la silicona y de las juntas. Cuando la mancha ya penetró en la silicona, la limpieza la aclara pero no la elimina del todo, y la solución duradera es cambiar la silicona.",
    },
    {
      question: "¿Usan cloro?",
      answer:
        "Solo donde conviene y solo si estás de acuerdo. Muchos clientes prefieren productos sin cloro, y de todos modos a las juntas viejas y a la piedra natural les va mejor sin él. Escribe cualquier preferencia en tus notas de acceso.",
    },
    {
      question: "Mi baño tiene una bañera de patas. ¿Limpian debajo?",
      answer:
        "Sí. Llegamos por debajo y por detrás de las bañeras independientes hasta donde alcanza una herramienta de mango largo, y durante la visita limpiamos también las patas y las tuberías a la vista.",
    },
    {
      question: "¿En qué cambia el baño en una limpieza profunda?",
      answer:
        "La limpieza profunda suma tiempo para restregar las juntas de todo el piso y de la ducha, la parte de arriba de los azulejos, la base de las paredes y la acumulación gruesa en la grifería. Si tu baño lleva meses sin una buena limpieza, reserva primero una limpieza profunda.",
    },
  ],
  cta: {
    heading: "Olvídate de restregar la bañera",
    text: "Dinos cuántos baños tienes, recibe tu precio en el momento y escoge el día que te quede mejor.",
    primary: { label: "Reserva una limpieza", href: "/es/booking?service=residential-cleaning" },
    secondary: { label: "Contáctanos", href: "/es/contact" },
  },
};
