import type { Catalogue } from "./catalogue";
import type { enPages } from "./en-pages";

/** The service and borough pages' words in Spanish, for New Yorkers: "tú", "reserva", boroughs as "condados". */
export const esPages: Catalogue<typeof enPages> = {
  service: {
    quickQuoteTitle: "Tu precio de {name}",
    atAGlance: "De un vistazo",
    startingPrice: "Precio inicial",
    fromPrice: "Desde {price}",
    schedule: "Horario",
    scheduleValue: "Los 7 días de la semana, desde mañana",
    serviceArea: "Zona de servicio",
    serviceAreaValue: "Manhattan, Brooklyn y Queens",
    cleaners: "Tu equipo de limpieza",
    cleanersValue: "Con antecedentes verificados y seguro",
    included: "Qué incluye",
    whoItsFor: "Para quién es",
    pricing: "Cómo funciona el precio",
    from: "Desde",
    priceNote: "{note}, antes de extras e impuestos",
    instantQuote: "Calcula tu precio al instante",
    process: "Cómo es la visita",
    related: "Servicios relacionados",
    boroughLinks: "{service} está disponible en los tres condados donde trabajamos:",
    cleaningIn: "Limpieza en {borough}",
  },
  borough: {
    eyebrow: "Zona de servicio: {borough}",
    neighborhoods: "Barrios donde trabajamos",
    mapTitle: "Mapa de los condados donde trabajamos, con {borough} resaltado",
    regularFrom: "Limpieza regular en {borough} desde {price}",
    zipCodes: "Códigos postales (ZIP) de {borough}",
    localNotes: "Limpiar en {borough}: lo que tenemos en cuenta",
    pricing: "Precios en {borough}",
  },
  bookBar: "Desde {price} · Reserva",
  priceNote: {
    rooms: "por un estudio o 1 habitación y 1 baño",
    area: "mínimo, desde {sqFt} pies cuadrados",
    hourly: "por el mínimo de {hours} horas",
    loads: "por el mínimo de {loads} cargas",
    dishwashing: "por la primera hora",
  },
};
