/** The services overview list, in Spanish for New York (docs/product.md, "Languages"): written, not translated word for word. */
import type { ServiceSummary } from "../types";

/**
 * Every service in one list, in menu order, for the Spanish home page overview and /es/service-page.
 * Home organization, laundry and dishwashing have no page of their own and link to booking.
 */
export const serviceSummaries: ServiceSummary[] = [
  {
    slug: "residential-cleaning",
    priceSlug: "residential-cleaning",
    name: "Limpieza regular",
    summary:
      "El mantenimiento de siempre para apartamentos y casas: cocina, baños, cuartos y sala con una sola lista de tareas. Pídela cada semana, cada dos semanas o una vez al mes y ahorras en cada visita.",
    href: "/es/services/residential-cleaning",
    group: "basics",
    hasPage: true,
  },
  {
    slug: "residential-cleaning/kitchen",
    priceSlug: "residential-cleaning",
    name: "Limpieza de cocina",
    summary:
      "Hornillas y perillas sin grasa, fregadero restregado, electrodomésticos limpios por fuera y piso trapeado; la nevera, el horno y los gabinetes por dentro se agregan como extras.",
    href: "/es/services/residential-cleaning/kitchen",
    group: "basics",
    hasPage: true,
  },
  {
    slug: "residential-cleaning/bathroom",
    priceSlug: "residential-cleaning",
    name: "Limpieza de baños",
    summary:
      "Bañera, vidrio de la ducha, inodoro, lavamanos y azulejos del piso bien hechos, con productos suaves para juntas viejas y piedra natural.",
    href: "/es/services/residential-cleaning/bathroom",
    group: "basics",
    hasPage: true,
  },
  {
    slug: "residential-cleaning/general",
    priceSlug: "residential-cleaning",
    name: "Limpieza general",
    summary:
      "Sala, cuartos y pasillos sin polvo de las repisas a los marcos de las ventanas, radiadores incluidos, y al final los pisos aspirados y trapeados.",
    href: "/es/services/residential-cleaning/general",
    group: "basics",
    hasPage: true,
  },
  {
    slug: "deep-cleaning",
    priceSlug: "deep-cleaning",
    name: "Limpieza profunda",
    summary:
      "La limpieza a fondo, de arriba abajo, para una primera visita o un cambio de temporada: juntas, marcos de puertas, interruptores, rejillas y la suciedad que las visitas regulares van dejando.",
    href: "/es/services/deep-cleaning",
    group: "specialized",
    hasPage: true,
  },
  {
    slug: "office-cleaning",
    priceSlug: "office-cleaning",
    name: "Limpieza de oficinas",
    summary:
      "Oficinas, estudios y showrooms con precio por pie cuadrado, personal asegurado y los papeles que pide el edificio en orden.",
    href: "/es/services/office-cleaning",
    group: "specialized",
    hasPage: true,
  },
  {
    slug: "custom-cleaning",
    priceSlug: "custom-cleaning",
    name: "Limpieza a tu medida",
    summary: "Reserva horas, escribe tu propia lista de tareas y deja que la vayamos cumpliendo según tus prioridades.",
    href: "/es/services/custom-cleaning",
    group: "specialized",
    hasPage: true,
  },
  {
    slug: "move-in-out-cleaning",
    priceSlug: "move-in-out-cleaning",
    name: "Limpieza de mudanza",
    summary:
      "Limpieza del apartamento vacío cuando se acaba el contrato, cuando cierras la compra o cuando te dan las llaves nuevas, coordinada con el elevador de carga y la inspección.",
    href: "/es/services/move-in-out-cleaning",
    group: "specialized",
    hasPage: true,
  },
  {
    slug: "heavy-condition-cleaning",
    priceSlug: "heavy-condition-cleaning",
    name: "Limpieza de casos difíciles",
    summary:
      "Más tiempo y métodos más fuertes para casas con meses o años de grasa, sarro y polvo acumulados, siempre con discreción.",
    href: "/es/services/heavy-condition-cleaning",
    group: "specialized",
    hasPage: true,
  },
  {
    slug: "filthy-cleaning",
    priceSlug: "filthy-cleaning",
    name: "Limpieza extrema",
    summary:
      "Nuestro servicio residencial más intenso, para unidades abandonadas, la casa de un familiar que falleció y hogares donde cada cuarto necesita trabajo en serio.",
    href: "/es/services/filthy-cleaning",
    group: "specialized",
    hasPage: true,
  },
  {
    slug: "post-construction-cleaning",
    priceSlug: "post-construction-cleaning",
    name: "Limpieza después de obra",
    summary:
      "Después de una remodelación o una adecuación quitamos el polvo de drywall, las gotas de pintura, las etiquetas y la película protectora, con precio por pie cuadrado.",
    href: "/es/services/post-construction-cleaning",
    group: "specialized",
    hasPage: true,
  },
  {
    slug: "home-organization",
    priceSlug: "home-organization",
    name: "Organización del hogar",
    summary:
      "Ayuda por horas para clasificar, deshacerte de lo que sobra y organizar clósets, cocinas y espacios de guardado, para que un apartamento pequeño rinda más. Tú decides qué se queda y nosotros le buscamos un lugar. Mínimo de tres horas.",
    href: "/es/booking?service=home-organization",
    group: "add-ons",
    hasPage: false,
  },
  {
    slug: "laundry",
    priceSlug: "laundry",
    name: "Lavandería: lavar, secar y doblar",
    summary:
      "Lavamos, secamos y doblamos tu ropa en tus propias máquinas, dentro de tu apartamento o en la lavandería del edificio, con precio por carga. Agrégala a cualquier limpieza o resérvala sola, con un mínimo de dos cargas.",
    href: "/es/booking?service=laundry",
    group: "add-ons",
    hasPage: false,
  },
  {
    slug: "dishwashing",
    priceSlug: "dishwashing",
    name: "Lavado de platos",
    summary:
      "El fregadero lleno de platos, lavados a mano o metidos en el lavaplatos y luego guardados. Súmalo a cualquier limpieza o resérvalo aparte, por horas, después de una fiesta o una gran comida de celebración.",
    href: "/es/booking?service=dishwashing",
    group: "add-ons",
    hasPage: false,
  },
];
