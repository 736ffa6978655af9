/** The privacy policy, in Spanish for New York (docs/product.md, "Languages"): the same data practices, written in Spanish, not translated word for word. */
import type { LegalPageContent } from "../../types";

export const privacyPolicyPage: LegalPageContent = {
  slug: "privacy-policy",
  path: "/es/privacy-policy",
  title: "Política de privacidad | Borough Bright Cleaning",
  metaDescription:
    "Cómo Borough Bright Cleaning recopila, usa, comparte, protege y conserva tus datos personales, y cómo puedes consultarlos, corregirlos o pedir que los borremos.",
  h1: "Política de privacidad",
  effectiveDate: "2026-11-21",
  intro: [
    "Borough Bright Cleaning («nosotros») ofrece limpieza residencial y comercial en Manhattan, Brooklyn y Queens. Para limpiar tu casa u oficina necesitamos saber algunas cosas sobre ti, entre ellas dónde vives y cómo entrar. Esta política explica qué datos recopilamos, para qué, quién los ve, cuánto tiempo los guardamos y qué puedes pedirnos que hagamos con ellos.",
    "Se aplica a nuestro sitio web, a las reservas en línea, a tu cuenta, a nuestros correos y a cualquier contacto que tengas con nuestro equipo. Si algo no queda claro, escríbenos a {email}.",
  ],
  sections: [
    {
      id: "what-we-collect",
      heading: "1. Qué datos recopilamos",
      paragraphs: [
        "Solo recopilamos lo que necesitamos para prestar el servicio. Casi todo nos lo das tú directamente; una pequeña parte se genera de forma automática cuando usas el sitio web.",
      ],
      bullets: [
        "Datos de la cuenta: tu nombre y apellido, correo electrónico, contraseña, número de teléfono, foto de perfil si subes una y las direcciones que guardas. Tu contraseña se guarda solo como un hash irreversible, nunca de forma legible.",
        "Inicio de sesión con Google: si decides entrar con Google, Google nos comparte tu nombre, tu correo electrónico y tu foto de perfil. Nunca recibimos tu contraseña de Google.",
        "Datos de la reserva: el servicio, las habitaciones, los baños o los pies cuadrados, los extras, la frecuencia, la fecha y la hora, tu dirección, tu teléfono y cualquier nota que escribas para quien hará la limpieza.",
        "Notas de acceso: códigos de la puerta o de la caja de llaves, dónde se deja una llave, el nombre de tu portero o de tu súper, instrucciones de la alarma e información sobre tus mascotas. Las tratamos como datos sensibles porque dan acceso a tu casa.",
        "Historial de reservas: cada cambio de estado de una reserva con su hora y quién lo hizo, las horas de llegada y salida de quien limpia, y la calificación y el comentario que nos dejas en la encuesta de satisfacción.",
        "Mensajes y solicitudes de presupuesto: tu nombre, correo, teléfono, condado, el servicio por el que preguntas, cómo prefieres que te contactemos y tu mensaje.",
        "Precios enviados por correo: si al reservar marcas la casilla para que te enviemos tu precio por correo, guardamos tu correo electrónico, tus respuestas sobre la limpieza (servicio, habitaciones, extras, fecha) y el precio que te dimos. Te mandamos ese precio una sola vez, una hora después, y solo si no has reservado; el enlace para dejar de recibir correos funciona en cualquier momento.",
        "Tarjetas de regalo: la cuenta de quien la compra, el nombre y el correo de quien la recibe, el mensaje personal y la fecha de entrega, y el saldo y los usos de la tarjeta. Los códigos de las tarjetas de regalo se guardan únicamente con hash y cifrados.",
        "Datos de pago: los pagos con tarjeta, cuando los ofrecemos, los procesa nuestro procesador de pagos. Nosotros recibimos la confirmación del pago y su monto, pero no recibimos ni guardamos el número completo de tu tarjeta ni su código de seguridad.",
        "Datos técnicos: tu dirección IP, el tipo de navegador, las páginas que pides y la hora de cada solicitud, que quedan registrados en los registros (logs) de nuestros servidores.",
      ],
    },
    {
      id: "cookies",
      heading: "2. Cookies y almacenamiento en tu navegador",
      paragraphs: [
        "Usamos una cookie de sesión para mantener tu sesión abierta y proteger tu cuenta. Es estrictamente necesaria: sin ella, las páginas de la cuenta no pueden funcionar. Nuestros servidores web agregan otra cookie estrictamente necesaria, bb_route, un valor aleatorio que hace que tu navegador siga conectado al mismo servidor para que te lleguen en vivo los avisos de tu cuenta. No contiene nada sobre ti.",
        "También usamos el almacenamiento local de tu navegador para tres cosas: el formulario de reserva que empezaste, para que puedas salir y seguir más tarde; una copia de tu nombre y tu foto para el encabezado de la página, que se actualiza al menos una vez al día; y los datos de inicio de sesión que mantienen activa tu sesión. Estos datos se quedan en tu dispositivo, y se borran cuando cierras sesión o limpias los datos del navegador.",
        "No usamos cookies de publicidad ni permitimos rastreadores publicitarios de terceros en nuestro sitio web.",
      ],
    },
    {
      id: "reviews",
      heading: "3. Opiniones de Google y otro contenido de terceros",
      paragraphs: [
        "En nuestra página de inicio mostramos opiniones de clientes publicadas en Google Maps. Esas opiniones, los nombres de quienes las escribieron y sus fotos de perfil vienen de Google y se muestran tal como Google las entrega; si escribiste una y quieres cambiarla o quitarla, puedes editarla o borrarla desde tu cuenta de Google. Cuando tu navegador carga la foto de perfil de quien escribió una opinión, Google recibe tu dirección IP, igual que con cualquier imagen que sirve. A eso se aplica la política de privacidad de Google.",
      ],
    },
    {
      id: "how-we-use",
      heading: "4. Para qué usamos tus datos",
      paragraphs: ["Usamos tus datos únicamente para lo siguiente:"],
      bullets: [
        "Darte un precio, programar, hacer y dar seguimiento a las limpiezas, lo que incluye pasarle a quien limpia la dirección y las notas de acceso de la visita.",
        "Administrar tu cuenta, confirmar tu correo electrónico, restablecer tu contraseña y proteger tu inicio de sesión.",
        "Enviarte los correos del servicio: el aviso de que recibimos tu reserva, su confirmación, los cambios y cancelaciones, un recordatorio 24 horas antes de tu visita, un aviso al terminar con una encuesta de satisfacción de una sola pregunta, y la entrega de tarjetas de regalo.",
        "Cumplir nuestra garantía de satisfacción, investigar quejas y atender reclamos por daños.",
        "Emitir, entregar y canjear tarjetas de regalo y aplicar ofertas especiales.",
        "Responder tus mensajes y preparar presupuestos.",
        "Proteger el servicio: detectar abusos y spam, limitar los intentos repetidos con códigos de tarjeta de regalo equivocados e investigar incidentes de seguridad.",
        "Llevar los registros comerciales y fiscales que exige la ley.",
      ],
    },
    {
      id: "emails",
      heading: "5. Los correos que enviamos",
      paragraphs: [
        "Los correos de tu cuenta y de tus reservas son parte del servicio, así que los enviamos mientras tengas una cuenta o una reserva activa. No te enviamos correos de publicidad a menos que hayas aceptado recibirlos, y cada correo publicitario que enviamos trae una forma de darte de baja.",
      ],
    },
    {
      id: "sharing",
      heading: "6. Con quién compartimos tus datos",
      paragraphs: [
        "No vendemos tus datos personales ni los compartimos para publicidad conductual entre contextos (cross-context behavioral advertising). Solo los compartimos así:",
      ],
      bullets: [
        "La persona que limpia ve los trabajos que se le asignan: fecha y hora, dirección con notas de acceso, servicio, habitaciones y extras, y tu nombre de pila y tu teléfono. No ve tus datos de pago ni tus otras reservas.",
        "Nuestro equipo ve lo que necesita para confirmar reservas, asignar a quien limpia y ayudarte, y cada acción del equipo sobre una cuenta queda anotada en un registro de auditoría.",
        "Proveedores que procesan datos en nuestro nombre bajo contrato: el alojamiento del sitio web y las bases de datos, el envío de correos, nuestro procesador de pagos y Google, para el inicio de sesión y las opiniones. Solo pueden usar los datos para prestarnos su servicio.",
        "Autoridades, tribunales u otras partes cuando la ley lo exija, o cuando haga falta para proteger la seguridad de personas o bienes.",
        "Quien compre o suceda a nuestra empresa si esta se vende o se fusiona, con sujeción a esta política.",
      ],
    },
    {
      id: "retention",
      heading: "7. Cuánto tiempo guardamos los datos",
      paragraphs: [
        "Guardamos los datos de tu cuenta mientras la tengas abierta. Cuando la cierras, borramos o anonimizamos tu perfil, tus direcciones guardadas y tus notas de acceso, salvo lo que debemos conservar por las razones que siguen.",
        "Las reservas, los pagos y los registros de tarjetas de regalo son registros comerciales y fiscales. El estado de Nueva York exige conservar los registros del impuesto de ventas al menos tres años, y nosotros guardamos los registros de reservas y pagos hasta siete años para cubrir impuestos, contabilidad y reclamos legales. Las notas de acceso de reservas pasadas se eliminan cuando cierras tu cuenta o nos pides quitarlas, a menos que hagan falta para una queja o un reclamo abierto.",
        "Los mensajes y las solicitudes de presupuesto se guardan hasta dos años después de nuestro último intercambio contigo. Los registros de los servidores se guardan por un tiempo limitado, normalmente no más de 90 días, salvo que los necesitemos para investigar un incidente de seguridad. Lo que está en el almacenamiento local de tu navegador se queda ahí hasta que cierras sesión o lo borras.",
      ],
    },
    {
      id: "security",
      heading: "8. Cómo protegemos tus datos",
      paragraphs: [
        "La ley SHIELD de Nueva York (Ley General de Negocios, sección 899-bb) exige que las empresas que guardan información privada de neoyorquinos mantengan medidas de protección administrativas, técnicas y físicas razonables. Nos tomamos en serio esa obligación, y nuestras medidas incluyen:",
      ],
      bullets: [
        "Conexiones cifradas (HTTPS) en el sitio web y en las páginas de la cuenta.",
        "Contraseñas guardadas solo con un hash irreversible y robusto; códigos de tarjetas de regalo guardados con hash y cifrados.",
        "Acceso solo a lo necesario: quien limpia ve únicamente los trabajos que tiene asignados, el acceso del equipo depende de su función y sus acciones quedan registradas.",
        "Controles en el servidor en cada solicitud de datos de cuentas y reservas, para que ningún cliente pueda ver los de otro.",
        "Límites a los intentos repetidos con códigos de tarjeta de regalo y a los envíos automáticos de formularios.",
        "Capacitación para el equipo y el personal de limpieza sobre el manejo de llaves, códigos e información de los clientes.",
      ],
    },
    {
      id: "breach",
      heading: "9. Si algo sale mal",
      paragraphs: [
        "Si una violación de seguridad afecta tu información privada, te lo notificaremos a ti y, cuando corresponda, a la Fiscalía General de Nueva York y a otras agencias estatales, como lo exige la sección 899-aa de la Ley General de Negocios de Nueva York y sin demoras injustificadas. Te diremos qué pasó, qué información se vio afectada y qué puedes hacer.",
      ],
    },
    {
      id: "your-rights",
      heading: "10. Tus derechos y opciones",
      paragraphs: [
        "Vivas en el estado que vivas, puedes pedirnos que:",
      ],
      bullets: [
        "Te digamos qué datos personales tenemos sobre ti, de dónde salieron, para qué los usamos y con quién los compartimos.",
        "Te demos una copia de esos datos en un formato portátil.",
        "Corrijamos los datos que estén mal. También puedes cambiar tú tu nombre, teléfono, foto, direcciones y correo en tu perfil.",
        "Borremos tus datos, salvo los registros que la ley nos obliga a conservar.",
        "Dejemos de enviarte correos de publicidad.",
      ],
    },
    {
      id: "exercising-rights",
      heading: "11. Cómo ejercer tus derechos",
      paragraphs: [
        "Envía tu solicitud a {email} o llama al {phone}. Para protegerte, confirmaremos tu identidad antes de actuar, normalmente pidiéndote que nos respondas desde el correo de tu cuenta. Puedes hacerlo a través de un representante autorizado, que necesitará tu permiso firmado.",
        "Respondemos en un plazo de 45 días; si necesitamos más tiempo, te explicaremos por qué. No te cobraremos, no te negaremos el servicio ni te daremos otro precio u otra calidad por ejercer tus derechos. Quienes viven en California tienen estos derechos bajo la Ley de Privacidad del Consumidor de California (California Consumer Privacy Act) cuando se nos aplica, y nosotros atendemos las mismas solicitudes de todo el mundo. Si rechazamos una solicitud, te diremos por qué, y puedes pedirnos que la reconsideremos respondiendo a nuestra respuesta.",
      ],
    },
    {
      id: "children",
      heading: "12. Menores de edad",
      paragraphs: [
        "Nuestro sitio web y nuestros servicios son para adultos. Debes tener 18 años o más para crear una cuenta o reservar una limpieza, y no recopilamos a sabiendas datos personales de menores de 13 años. Si crees que un menor nos dio sus datos, contáctanos y los borraremos.",
      ],
    },
    {
      id: "changes",
      heading: "13. Cambios a esta política",
      paragraphs: [
        "Si cambiamos esta política, publicaremos aquí la nueva versión con una nueva fecha de vigencia. Si el cambio es importante, también se lo avisaremos por correo a quienes tienen cuenta antes de que entre en vigor.",
      ],
    },
    {
      id: "contact",
      heading: "14. Contáctanos",
      paragraphs: [
        "Puedes enviarnos tus preguntas o solicitudes sobre privacidad a {email}, llamarnos al {phone} o usar el formulario de nuestra página de contacto. Somos una empresa de la ciudad de Nueva York y respondemos nosotros mismos las preguntas sobre privacidad.",
      ],
    },
  ],
};
