/** The terms and conditions, in Spanish for New York (docs/product.md, "Languages"): the same terms, written in Spanish, not translated word for word. */
import type { LegalPageContent } from "../../types";

export const termsPage: LegalPageContent = {
  slug: "terms-and-conditions",
  path: "/es/terms-and-conditions",
  title: "Términos y condiciones | Borough Bright Cleaning",
  metaDescription:
    "Las condiciones para reservar con Borough Bright Cleaning: precios, pago después de la visita, cancelación con 24 horas, acceso, garantía y tarjetas de regalo.",
  h1: "Términos y condiciones",
  effectiveDate: "2026-11-21",
  intro: [
    "Estos términos se aplican cuando usas nuestro sitio web, creas una cuenta, reservas una limpieza o compras una tarjeta de regalo de Borough Bright Cleaning («nosotros»). Al reservar o comprar, los aceptas, así que te pedimos que los leas. Hicimos lo posible por escribirlos en un lenguaje sencillo.",
    "Nada de lo que dicen estos términos te quita los derechos que tienes bajo la ley de Nueva York ni bajo cualquier otra ley a la que no se pueda renunciar por contrato.",
  ],
  sections: [
    {
      id: "accounts",
      heading: "1. Tu cuenta",
      paragraphs: [
        "Debes tener al menos 18 años para crear una cuenta o reservar un servicio. Mantén al día los datos de tu cuenta, confirma tu correo electrónico y no compartas tu contraseña con nadie; eres responsable de las reservas que se hagan desde tu cuenta.",
        "Podemos suspender o bloquear una cuenta que se use de forma fraudulenta o abusiva, o en violación de estos términos. Una cuenta bloqueada puede conservar acceso de solo lectura a sus reservas, y te diremos por qué la bloqueamos.",
      ],
    },
    {
      id: "booking",
      heading: "2. Reservas",
      paragraphs: [
        "Atendemos códigos postales residenciales de Manhattan, Brooklyn y Queens. Puedes reservar para cualquier día desde el día calendario siguiente hasta 90 días adelante, con horarios de inicio en punto de 8 a.m. a 5 p.m., hora de Nueva York, los siete días de la semana.",
        "Al enviar el formulario de reserva se crea una reserva en estado pendiente. Queda confirmada cuando nuestro equipo la revisa, y después se asigna a quien hará la limpieza. Si por cualquier motivo no podemos atender una reserva, te avisaremos lo antes posible y no se te cobrará nada por ella.",
        "Las reservas recurrentes (cada semana, cada dos semanas o cada mes) crean una serie de visitas, que se van generando con varias semanas de anticipación. Para estos términos, cada visita es una reserva independiente.",
      ],
    },
    {
      id: "pricing",
      heading: "3. Precios y cotizaciones",
      paragraphs: [
        "El formulario de reserva calcula tu precio con lo que nos indicas: el servicio, la cantidad de habitaciones y baños o los pies cuadrados, las horas en los servicios por hora, los extras y la frecuencia. La cotización viene detallada y nuestro sistema la confirma cuando envías la reserva. No hay cargos ocultos.",
        "La limpieza regular recurrente tiene un descuento sobre el servicio y los extras: 10% si es mensual, 15% si es cada dos semanas y 20% si es semanal. Una oferta especial se aplica después de ese descuento, y el impuesto de ventas de la ciudad de Nueva York, hoy del 8.875%, se aplica sobre el monto que queda. Después, el saldo de una tarjeta de regalo puede pagar una parte o todo el total.",
        "Tu cotización depende de que los datos sean correctos. Si la casa resulta bastante más grande de lo reservado, o está en un estado mucho peor del que supone el servicio, quien limpia se comunicará contigo antes de seguir. Entonces puedes quedarte con el alcance y el tiempo reservados, o aprobar una cotización actualizada. Nunca te cobramos más de la cotización confirmada sin tu aprobación.",
        "Las oficinas de más de 20,000 pies cuadrados, los proyectos después de obra de más de 10,000 pies cuadrados y otros trabajos fuera de lo común se cotizan con un presupuesto por escrito, que puedes pedir gratis en nuestra página de contacto.",
      ],
    },
    {
      id: "payment",
      heading: "4. Pago",
      paragraphs: [
        "Al reservar no se cobra nada a ninguna tarjeta. El pago de una visita se hace después de que la visita termina, y la página de tu reserva muestra el monto a pagar. Cuando ofrecemos pago en línea, lo procesa nuestro procesador de pagos bajo sus propias condiciones.",
        "Si el pago no llega en un tiempo razonable después de la visita, podemos pausar las próximas visitas de tu serie hasta que se salde la deuda.",
      ],
    },
    {
      id: "cancellation",
      heading: "5. Cancelaciones y cambios de fecha",
      paragraphs: [
        "Desde la página de tu reserva puedes cambiar la fecha, modificar o cancelar una visita gratis hasta 24 horas antes de la hora de inicio. En una serie recurrente, de la misma manera puedes cambiar o cancelar una visita, o cancelar la serie completa.",
        "Cuando faltan menos de 24 horas para la hora de inicio, la reserva ya no se puede cambiar en línea; llámanos al {phone}. Una cancelación dentro de ese plazo, o una visita que no se puede hacer porque nadie le da acceso a quien limpia, tiene un cargo por cancelación tardía de {lateCancellationFee}.",
        "Si tenemos que cambiar la fecha por mal tiempo severo, una suspensión del transporte público, una enfermedad u otro problema de nuestra parte, te contactaremos lo antes que podamos. Puedes aceptar un nuevo horario o cancelar sin ningún cargo.",
      ],
    },
    {
      id: "access",
      heading: "6. Acceso, llaves y tu edificio",
      paragraphs: [
        "Te corresponde darnos acceso a la hora de inicio: estar en casa o dejar notas de acceso claras, por ejemplo dónde está la llave, el código de la caja de llaves o instrucciones para tu portero o tu súper. Asegúrate de que tu edificio permita nuestra visita y cuéntanos sus reglas, como el horario para proveedores, la entrada de servicio o la reserva del ascensor.",
        "Si tu edificio o la administradora exige un certificado de seguro, mándanos los requisitos antes de la visita. Conseguiremos un certificado que cumpla con requisitos razonables; si la visita no se puede hacer porque no se avisó al edificio o los requisitos llegaron demasiado tarde, se aplica lo dicho en la sección 5.",
        "Necesitamos que haya luz y agua corriente. Para la limpieza de mudanza y la limpieza después de obra, los servicios públicos tienen que seguir conectados.",
      ],
    },
    {
      id: "pets",
      heading: "7. Mascotas",
      paragraphs: [
        "Cuéntanos sobre tus mascotas en las notas de acceso. Deja asegurado a cualquier animal que pueda ponerse nervioso o agresivo con extraños, o que intente escaparse por una puerta abierta. Nuestro personal mantendrá las puertas cerradas y seguirá tus instrucciones, pero no saca a pasear, no alimenta ni cuida mascotas, y puede irse sin limpiar si un animal hace que no sea seguro trabajar; una visita que termina por esa razón se rige por la sección 5.",
      ],
    },
    {
      id: "excluded",
      heading: "8. Lo que nuestro personal no hace",
      paragraphs: [
        "Por razones de seguridad y legales, lo siguiente queda fuera de todos los servicios, incluida la Limpieza a tu medida:",
      ],
      bullets: [
        "Riesgos biológicos: sangre, fluidos corporales, desechos humanos, acumulación de desechos de animales, agujas y otros objetos punzantes, y desechos médicos regulados.",
        "Levantar o mover cualquier cosa de más de 40 libras, incluidos muebles, electrodomésticos y escombros.",
        "Ventanas exteriores más arriba de la planta baja, y cualquier trabajo que obligue a asomarse por una ventana o salir a una escalera de incendios.",
        "Eliminación de moho más allá del moho superficial común, control de plagas y materiales peligrosos como el asbesto o la pintura con plomo.",
        "Reparaciones, trabajos eléctricos, de plomería o de electrodomésticos, y sacar muebles, objetos voluminosos o escombros de construcción.",
        "Manejar dinero en efectivo, joyas u otros objetos de valor, y abrir cajas fuertes, correspondencia o documentos privados.",
      ],
    },
    {
      id: "belongings",
      heading: "9. Tu casa y tus cosas",
      paragraphs: [
        "Antes de una visita, guarda el efectivo, las joyas, los documentos y los objetos de valor pequeños, y avísanos de todo lo que sea frágil, valioso o sensible a ciertos productos, como la piedra natural, la madera antigua o los acabados delicados. Nuestro personal sigue tus indicaciones sobre qué productos usar y cuáles evitar.",
      ],
    },
    {
      id: "guarantee",
      heading: "10. Garantía de satisfacción 100%",
      paragraphs: [
        "Si no quedas satisfecho con alguna parte de una limpieza que hicimos, dínoslo dentro de las 24 horas siguientes al final de la visita: en la encuesta de satisfacción, respondiendo a nuestro correo, en nuestra página de contacto o al {phone}. Mandaremos a alguien a limpiar de nuevo las áreas que señalaste, sin costo, en un horario que acordemos contigo.",
        "La garantía cubre las tareas incluidas en el servicio y los extras que reservaste. No cubre tareas que no se reservaron, condiciones sobre las que te advertimos de antemano ni problemas causados por el acceso o las instrucciones que nos diste. Si la segunda limpieza no resuelve el problema, buscaremos contigo una solución justa.",
      ],
    },
    {
      id: "damage",
      heading: "11. Daños y reclamos",
      paragraphs: [
        "Nuestro personal de limpieza está asegurado. Si crees que algo se dañó durante una visita, avísanos dentro de las 24 horas siguientes al final de la visita, con fotos si es posible, y guarda el objeto dañado hasta que lo hayamos evaluado. Lo investigaremos sin demora y, si la responsabilidad es nuestra, repararemos el objeto, lo reemplazaremos o pagaremos su valor razonable, a nuestra elección.",
        "No respondemos por daños causados por el desgaste normal, por defectos previos o por una instalación incorrecta, ni por seguir tus instrucciones o usar productos que nos diste, ni por objetos de valor poco común sobre los que no nos avisaste con anticipación.",
      ],
    },
    {
      id: "gift-cards",
      heading: "12. Tarjetas de regalo",
      paragraphs: [
        "Puedes comprar una tarjeta de regalo en nuestro sitio web: le llega por correo electrónico a quien la recibe en la fecha que elija quien la compra, y quien la compra también ve el código en la página de confirmación. Una tarjeta de regalo se puede usar en cualquiera de nuestros servicios, en el paso de revisión de una reserva. Lo que se usa se descuenta de su saldo, el saldo que sobra se queda en la tarjeta y, si se cancela una reserva pagada con una tarjeta de regalo, lo que se usó vuelve a la tarjeta.",
        "Nuestras tarjetas de regalo no vencen y no les cobramos ningún tipo de cargo: ni de activación, ni por inactividad o falta de uso, ni de servicio o mantenimiento. Esto va más allá de la sección 396-i de la Ley General de Negocios de Nueva York, según la cual las tarjetas de regalo vendidas en Nueva York a partir del 10 de diciembre de 2022 deben seguir siendo válidas al menos nueve años desde su emisión y no pueden tener esos cargos.",
        "Las tarjetas de regalo no tienen valor en efectivo ni se pueden cambiar por dinero, salvo cuando la ley lo exige: según la ley de Nueva York, cuando el saldo que queda en tu tarjeta es de menos de cinco dólares, puedes pedirnos que te lo paguemos en efectivo. Las compras de tarjetas de regalo no son reembolsables, salvo cuando la ley exige un reembolso o cuando el error fue nuestro.",
        "Guarda bien tu código, porque cualquiera que lo tenga lo puede usar. Si se pierde, quien recibió la tarjeta debe revisar primero el correo de entrega, y quien la compró, la confirmación de compra. Si aun así no aparece, contáctanos con los datos de la compra; cuando verifiquemos que la tarjeta es tuya, anularemos el código anterior y emitiremos uno nuevo por el saldo que quede. Limitamos los intentos repetidos con códigos equivocados para evitar que alguien los adivine.",
      ],
    },
    {
      id: "offers",
      heading: "13. Ofertas especiales",
      paragraphs: [
        "Las ofertas especiales se muestran en el sitio web y se pueden asignar a tu cuenta. Una oferta solo se puede usar si está asignada a ti y está vigente en la fecha de la visita. Cada oferta asignada se usa una sola vez: al aplicarla a una reserva se gasta, y si esa reserva se cancela antes de la visita, la oferta vuelve a tu cuenta. Una oferta nunca deja una reserva por debajo de cero y no se puede cambiar por dinero.",
      ],
    },
    {
      id: "liability",
      heading: "14. Límite de responsabilidad",
      paragraphs: [
        "En la mayor medida que permita la ley, y salvo los daños que se tratan en la sección 11, nuestra responsabilidad total por cualquier reclamo relacionado con una visita se limita al precio que pagaste por esa visita. No respondemos por pérdidas indirectas o consecuentes, como ganancias perdidas o no poder usar tu casa u oficina.",
        "Estos límites no se aplican a la responsabilidad por negligencia grave o conducta dolosa de nuestra parte, ni a ninguna responsabilidad que la ley de Nueva York no nos permita limitar.",
      ],
    },
    {
      id: "website",
      heading: "15. Uso de nuestro sitio web",
      paragraphs: [
        "No hagas mal uso del sitio web: nada de intentar entrar a las cuentas o los datos de otras personas, interferir con su funcionamiento o enviar reservas falsas. Podemos desconectar el sitio web por mantenimiento, y durante ese tiempo las páginas de reserva y de la cuenta no están disponibles.",
      ],
    },
    {
      id: "law",
      heading: "16. Ley aplicable y disputas",
      paragraphs: [
        "Estos términos se rigen por las leyes del Estado de Nueva York. Cualquier disputa que no podamos resolver de común acuerdo contigo la decidirán los tribunales estatales o federales de la ciudad de Nueva York, y también puedes presentar un reclamo en el tribunal de reclamos menores (small claims court) cuando el caso califique.",
      ],
    },
    {
      id: "changes",
      heading: "17. Cambios a estos términos",
      paragraphs: [
        "Podemos actualizar estos términos publicando aquí una nueva versión con una nueva fecha de vigencia. Las reservas ya confirmadas siguen bajo los términos vigentes cuando se hicieron, salvo que la ley exija un cambio.",
      ],
    },
    {
      id: "contact",
      heading: "18. Contacto",
      paragraphs: ["Si tienes preguntas sobre estos términos, escríbenos a {email} o llámanos al {phone}."],
    },
  ],
};
