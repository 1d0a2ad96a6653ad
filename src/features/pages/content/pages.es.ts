import type { PagesContent } from '../page-content'

export const pages: PagesContent = {
  about: {
    title: 'Sobre Malewa',
    description: 'Malewa une a los compradores de ciudades africanas con quienes cultivan su comida: productos frescos, entrega o recogida, dinero móvil o efectivo.',
    intro:
      'Malewa es un mercado de alimentos locales: en Johannesburgo, Nairobi, Lagos, Acra, Kigali y Casablanca compras verduras, fruta, huevos y miel directamente a los agricultores de los alrededores.',
    sections: [
      {
        heading: 'Por qué existimos',
        paragraphs: [
          'Gran parte de lo que se cultiva alrededor de nuestras ciudades pasa por varios intermediarios antes de llegar a una cocina: llega menos fresco, más caro, y el agricultor apenas gana nada.',
          'Malewa acorta esa cadena. Los agricultores publican lo que cosechan, fijan sus propios precios y días de entrega, y venden directamente a quienes cocinan.',
        ],
      },
      {
        heading: 'Cómo funciona',
        paragraphs: [
          'Eliges entre los agricultores cercanos y llenas tu cesta. El agricultor cosecha y prepara tu pedido para su próximo día de entrega. Lo recoges en un punto de recogida, o te lo llevan a casa si vives en una de sus zonas de reparto, y pagas con dinero móvil o en efectivo a la entrega.',
        ],
      },
      {
        heading: 'Pensado para la vida real',
        paragraphs: [
          'La conexión se corta y los datos son caros, así que Malewa funciona sin conexión: tu cesta se queda en tu teléfono y se sincroniza cuando vuelve la red. La tienda es ligera para teléfonos modestos y habla español, inglés, francés, portugués, árabe y suajili.',
        ],
      },
      {
        heading: 'Lo que ofrecemos hoy',
        paragraphs: ['Hoy Malewa es un mercado agrícola: productos frescos de agricultores locales. Nos centramos en eso para que cada pedido llegue fresco y el día prometido.'],
      },
    ],
  },

  career: {
    title: 'Trabaja en Malewa',
    description: 'Únete a un equipo pequeño, con trabajo en remoto, que construye un mercado de alimentos locales para ciudades africanas. Perfiles y cómo postular.',
    intro:
      'Somos un equipo pequeño repartido por varias ciudades africanas y queremos que a los agricultores les resulte fácil vender y a las familias comer bien. Contratamos con cuidado y siempre nos alegra saber de personas que comparten estas ideas.',
    sections: [
      {
        heading: 'Cómo trabajamos',
        paragraphs: [
          'La mayoría trabajamos en remoto desde Johannesburgo, Nairobi, Lagos, Acra, Kigali o Casablanca y nos reunimos en persona cuando hace falta. Lo ponemos todo por escrito, hacemos reuniones cortas, salimos al terreno con agricultores y repartidores, y probamos nuestro trabajo en teléfonos modestos y redes inestables.',
        ],
      },
      {
        heading: 'Los perfiles que buscamos',
        paragraphs: [
          'Tecnología: desarrollo web pensado para funcionar sin conexión, servicios de back-end e integración de pagos con los proveedores de dinero móvil.',
          'Operaciones: coordinadores de ciudad que dan la bienvenida a nuevos agricultores, organizan los puntos de recogida y planifican las rutas con los repartidores.',
          'Atención y comunidad: personas que responden a compradores y agricultores en su idioma y convierten sus comentarios en mejoras. De vez en cuando también abrimos puestos de diseño, traducción y calidad alimentaria.',
        ],
      },
      {
        heading: 'Cómo postular',
        paragraphs: [
          'Escribe a careers@malewa.example contando quién eres, en qué ciudad vives, qué trabajo te gustaría hacer y qué idiomas hablas. Adjunta tu CV o un enlace a un trabajo del que estés orgulloso.',
          'No hace falta esperar a una vacante: leemos todos los mensajes y respondemos a cada uno, aunque no haya puestos abiertos.',
        ],
      },
      {
        heading: 'Qué esperar',
        paragraphs: [
          'Si encajas, empezamos con una conversación, seguimos con un breve ejercicio práctico basado en trabajo real y terminamos con una charla con tus futuros compañeros. En cada paso te decimos en qué punto estás.',
        ],
      },
    ],
  },

  contact: {
    title: 'Contacto',
    description: '¿Tienes una pregunta sobre un pedido, una entrega o cómo vender en Malewa? Usa el formulario de abajo o escribe a support@malewa.example.',
    intro: 'Seas comprador o agricultor, nos alegra saber de ti: una persona de nuestro equipo lee cada mensaje.',
    sections: [
      {
        heading: 'Escríbenos',
        paragraphs: [
          'La forma más rápida es el formulario de abajo. Indica tu nombre, cómo contactarte y qué necesitas. Si es sobre un pedido, añade el número que aparece en tu lista de pedidos.',
          'También puedes escribir a support@malewa.example desde cualquier dirección de correo.',
        ],
      },
      {
        heading: 'Cuándo respondemos',
        paragraphs: [
          'Respondemos en un día laborable como máximo y, siempre que podemos, en el idioma en que nos escribes. Los mensajes sobre un pedido previsto para hoy o mañana se atienden primero.',
        ],
      },
      {
        heading: 'Otras direcciones',
        paragraphs: [
          'Para tus datos personales o para pedir que los borremos: privacy@malewa.example. Para unirte al equipo: careers@malewa.example. Los agricultores que quieran vender pueden inscribirse en la página «Únete a nuestra increíble lista de agricultores».',
        ],
      },
    ],
  },

  foodsafety: {
    title: 'Seguridad alimentaria',
    description: 'Cómo los agricultores y repartidores de Malewa cuidan tus alimentos de la cosecha a la cocina, y cómo lavar y guardar frutas, verduras y huevos en casa.',
    intro: 'En Malewa los alimentos recorren poca distancia, pero cada paso requiere cuidado. Esto es lo que pedimos a agricultores y repartidores, y lo que puedes hacer tú en casa.',
    sections: [
      {
        heading: 'Control de los agricultores',
        paragraphs: [
          'Antes de que un agricultor pueda vender, nuestro equipo local visita la finca o se reúne con él, revisa cómo se cultivan, lavan y empaquetan los productos, y comprueba que el agua de lavado esté limpia.',
        ],
      },
      {
        heading: 'Cosecha y empaquetado',
        paragraphs: [
          'Los agricultores cosechan lo más cerca posible del día de entrega, empaquetan en envases limpios aptos para alimentos y mantienen los productos lejos de químicos, combustible y animales. Cada pedido lleva el nombre del comprador y su número.',
        ],
      },
      {
        heading: 'Mantener el frío',
        paragraphs: [
          'Las verduras de hoja, las hierbas y otros productos perecederos se guardan a la sombra, o en neveras portátiles y frigoríficos cuando los hay. Los repartidores llevan los pedidos en bolsas isotérmicas cerradas y los entregan el mismo día.',
          'Recoge tus pedidos el día anunciado: los alimentos que esperan mucho en un punto de recogida pierden frescura enseguida.',
        ],
      },
      {
        heading: 'Lavar los productos en casa',
        paragraphs: [
          'Lava frutas y verduras con agua corriente limpia justo antes de comerlas o cocinarlas, no antes de guardarlas. Cepilla los productos firmes como zanahorias y patatas, quita las hojas exteriores de coles y lechugas y, si el agua del grifo no es potable, usa agua hervida o tratada para todo lo que se come crudo.',
        ],
      },
      {
        heading: 'Huevos',
        paragraphs: [
          'Nuestros agricultores no lavan los huevos, así conservan su capa protectora natural. Guárdalos en un lugar fresco o en el frigorífico, con la punta hacia abajo, y lávalos solo justo antes de usarlos. Tira los huevos rotos o sucios y, para niños pequeños, personas mayores y embarazadas, cocínalos hasta que la yema esté firme.',
        ],
      },
      {
        heading: 'Si algo va mal',
        paragraphs: [
          'No comas un producto que llegue dañado o estropeado. Hazle una foto y contáctanos en 24 horas: lo reembolsamos o lo reponemos y lo revisamos con el agricultor, que sale del mercado si los fallos se repiten.',
        ],
      },
    ],
  },

  help: {
    title: 'Ayuda',
    description: 'Respuestas a las dudas frecuentes sobre Malewa: días de entrega, puntos de recogida, cantidades mínimas, dinero móvil, uso sin conexión y cancelaciones.',
    intro: 'Respuestas rápidas sobre pedidos, pagos, entregas y recogidas. ¿No encuentras la tuya? Escribe a support@malewa.example: respondemos en un día laborable.',
    sections: [
      {
        heading: 'Pedir en cuatro pasos',
        paragraphs: ['Elige tu ciudad, llena tu cesta, escoge entrega o recogida y el día, y confirma pagando con dinero móvil o en efectivo a la entrega. Sigue cada pedido en tu lista de pedidos.'],
      },
      {
        heading: 'Entrega y recogida',
        paragraphs: [
          'Cada agricultor fija sus días de entrega y las zonas de reparto que cubre. Si tu dirección está en una de ellas, te llevamos el pedido; si no, o si lo prefieres, recógelo en uno de sus puntos de recogida.',
        ],
      },
      {
        heading: '¿Necesitas más ayuda?',
        paragraphs: ['Usa el formulario de nuestra página de contacto o escribe a support@malewa.example. Si tu pregunta es sobre un pedido, indica su número.'],
      },
    ],
    faqs: [
      {
        question: '¿Cómo hago un pedido?',
        answer:
          'Explora los agricultores de tu ciudad, añade productos a tu cesta, elige entrega o recogida y el día, y confirma. Tu pedido aparece en tu lista con el estado «realizado» hasta que el agricultor empieza a prepararlo.',
      },
      {
        question: '¿Cuándo llegará mi pedido?',
        answer: 'El próximo día de entrega del agricultor. Cada agricultor muestra sus días de entrega y la hora límite para pedir; lo que se pide después pasa al siguiente día de entrega.',
      },
      {
        question: '¿Qué diferencia hay entre una zona de reparto y un punto de recogida?',
        answer:
          'En una zona de reparto, el agricultor o un repartidor lleva el pedido hasta tu puerta. Un punto de recogida es un lugar fijo, como una tienda o un puesto de mercado, donde lo recoges el día de entrega; suele ser más barato y funciona también fuera de las zonas de reparto.',
      },
      {
        question: '¿Por qué hay una cantidad mínima?',
        answer:
          'Algunos productos solo se venden por manojo, bandeja o kilo, y algunos agricultores fijan un importe mínimo para la entrega a domicilio, para que el viaje valga la pena. El mínimo se indica en el producto y al finalizar la compra, antes de confirmar.',
      },
      {
        question: '¿Cómo puedo pagar?',
        answer: 'Con dinero móvil (M-Pesa, MTN MoMo o Airtel Money, según lo que funcione en tu ciudad) o en efectivo al recibir o recoger tu pedido. Nunca pedimos ni guardamos números de tarjeta.',
      },
      {
        question: '¿Es seguro pagar con dinero móvil?',
        answer:
          'Sí. Apruebas el pago en tu propio teléfono con tu PIN y el proveedor solo nos envía una confirmación. Malewa nunca ve tu PIN: no se lo des a nadie, ni siquiera a alguien que diga trabajar para Malewa.',
      },
      {
        question: '¿Puedo usar Malewa sin conexión?',
        answer:
          'Sí. Los productos que ya has visto siguen disponibles y tu cesta se queda en tu teléfono. Cuando vuelve la conexión, la cesta se sincroniza, se comprueban de nuevo precios y existencias, y puedes confirmar tu pedido.',
      },
      {
        question: '¿Cómo cancelo un pedido?',
        answer:
          'Mientras su estado siga siendo «realizado», abre el pedido en tu lista y cancélalo. Cuando el agricultor ya ha empezado a prepararlo, no se puede cancelar desde la aplicación: contáctanos y veremos con el agricultor qué se puede hacer.',
      },
      {
        question: '¿Y si un producto no está disponible?',
        answer:
          'Las cosechas varían. Si al agricultor le falta algo, puede ofrecerte un producto similar al mismo precio o más barato, o retirarlo. Solo pagas lo que recibes, y el dinero móvil pagado por lo que falte se te reembolsa.',
      },
      {
        question: '¿Y si algo llega dañado o estropeado?',
        answer: 'No lo comas. Hazle una foto y contáctanos en 24 horas con el número de pedido: te lo reembolsaremos o lo repondremos.',
      },
      {
        question: '¿Cómo cambio el idioma?',
        answer: 'Usa el menú de idiomas en la parte superior de la página. Malewa está en español, inglés, francés, portugués, árabe y suajili, y recuerda tu elección en este dispositivo.',
      },
      {
        question: 'Soy agricultor. ¿Cómo puedo vender en Malewa?',
        answer:
          'Entra en la página «Únete a nuestra increíble lista de agricultores» y cuéntanos sobre tu finca. Nuestro equipo en tu ciudad se pondrá en contacto contigo, te visitará y te ayudará a configurar tus productos, precios y días de entrega.',
      },
    ],
  },

  partnership: {
    title: 'Colabora con Malewa',
    description: 'Agricultores, cooperativas, repartidores y ONG: colaboremos para llevar alimentos locales frescos a más hogares de las ciudades africanas.',
    intro:
      'Malewa existe gracias a quienes cultivan, transportan y defienden la comida local. Si quieres llegar a más compradores o fortalecer el sistema alimentario de tu ciudad, trabajemos juntos.',
    sections: [
      {
        heading: 'Agricultores',
        paragraphs: [
          'Tú fijas tus precios, tus cantidades mínimas, tus días de entrega y las zonas que cubres. Nosotros te traemos compradores, gestionamos pedidos y pagos, y te pagamos lo que vendes.',
          'Para empezar, entra en la página «Únete a nuestra increíble lista de agricultores» y cuéntanos sobre tu finca y lo que cultivas. Nuestro equipo local se pondrá en contacto contigo para visitarte.',
        ],
      },
      {
        heading: 'Cooperativas',
        paragraphs: [
          'Una cooperativa puede vender con un solo nombre mientras cada socio aporta parte de la cosecha. Ayudamos a agrupar pedidos, compartir puntos de recogida y saber quién aportó qué, para que cada socio cobre lo justo.',
        ],
      },
      {
        heading: 'Repartidores',
        paragraphs: [
          'Trabajamos con repartidores independientes y pequeñas empresas de reparto que conocen sus barrios. Reciben rutas planificadas según los días de entrega de los agricultores, bolsas isotérmicas y un pago por entrega con dinero móvil.',
        ],
      },
      {
        heading: 'ONG y grupos comunitarios',
        paragraphs: [
          'Colaboramos con organizaciones que apoyan a pequeños productores, forman a jóvenes en agricultura o mejoran la nutrición en las ciudades. Juntos podemos dar formación en higiene y empaquetado, abrir puntos de recogida en los barrios o ayudar a nuevos agricultores a vender en línea.',
        ],
      },
      {
        heading: 'Ponte en contacto',
        paragraphs: [
          'Los agricultores se inscriben en la página «Únete a nuestra increíble lista de agricultores». Cooperativas, repartidores y organizaciones pueden usar el formulario de nuestra página de contacto o escribir a support@malewa.example indicando «Colaboración» y su ciudad en el asunto.',
        ],
      },
    ],
  },

  privacy: {
    title: 'Política de privacidad',
    description: 'Qué datos personales guarda Malewa y por qué, qué queda en tu dispositivo, qué cookies usamos y cómo pedir que borremos tus datos.',
    intro: 'Solo recogemos lo necesario para llevarte tu pedido y nunca vendemos tus datos. Aquí explicamos qué guardamos y qué opciones tienes.',
    sections: [
      {
        heading: 'Qué guardamos',
        paragraphs: [
          'Tu nombre, teléfono y correo electrónico, las direcciones de entrega que guardas y tus pedidos: qué compraste, a qué agricultor, cuándo, cómo pagaste y si elegiste entrega o recogida.',
          'Nunca guardamos números de tarjeta. Con el dinero móvil, el proveedor gestiona el pago; nosotros solo conservamos la referencia de la transacción y el importe.',
        ],
      },
      {
        heading: 'Para qué los usamos',
        paragraphs: [
          'Para tramitar y entregar tus pedidos, permitirte iniciar sesión, contactarte sobre un pedido y responder a tus preguntas. Cifras anónimas y agregadas nos indican qué productos se venden y dónde abrir puntos de recogida.',
          'El agricultor y el repartidor que se ocupan de tu pedido ven tu nombre, tu teléfono y tu dirección de entrega, solo para ese pedido.',
        ],
      },
      {
        heading: 'Cookies',
        paragraphs: [
          'Usamos pocas cookies, todas necesarias para que la tienda funcione: una recuerda tu idioma, dos recuerdan tu tema (color y estilo de las esquinas) y otras mantienen tu sesión iniciada. No usamos cookies publicitarias ni de seguimiento.',
        ],
      },
      {
        heading: 'Datos en tu dispositivo',
        paragraphs: [
          'Para funcionar sin conexión, Malewa guarda tu cesta, los agricultores y productos que has visto y tus pedidos recientes en el almacenamiento del navegador de tu teléfono. Puedes borrarlos cuando quieras eliminando los datos de este sitio en los ajustes del navegador.',
        ],
      },
      {
        heading: 'Cuánto tiempo los guardamos',
        paragraphs: ['Conservamos los datos de tu cuenta mientras esté abierta. Los pedidos se guardan el tiempo que exigen las normas fiscales y contables, y después se borran o se anonimizan.'],
      },
      {
        heading: 'Tus derechos y el borrado',
        paragraphs: [
          'Puedes pedir ver, corregir o borrar tus datos personales. Escribe a privacy@malewa.example desde el correo o con el teléfono de tu cuenta; comprobamos tu identidad y respondemos en un plazo de 30 días. Borrar tu cuenta no cancela los pedidos que ya se están preparando.',
        ],
      },
    ],
  },

  terms: {
    title: 'Condiciones de uso',
    description: 'Las condiciones para comprar en Malewa: pedidos, precios en la moneda de tu tienda, sustituciones, cancelaciones, pago y responsabilidad.',
    intro: 'Estas condiciones se aplican cuando compras en Malewa. Están escritas para leerse: si algo no está claro, pregúntanos en support@malewa.example antes de pedir.',
    sections: [
      {
        heading: 'Quién te vende',
        paragraphs: [
          'Malewa gestiona el mercado; los agricultores venden los productos. Al pedir, compras al agricultor, y Malewa recibe el pedido, cobra en su nombre y coordina la entrega o la recogida.',
        ],
      },
      {
        heading: 'Pedidos y precios',
        paragraphs: [
          'Los precios se muestran en la moneda de tu tienda (rand, chelín, naira, cedi, franco ruandés o dírham) y el posible coste de entrega aparece al finalizar la compra. Un pedido existe cuando llega a nuestros servidores con el estado «realizado»: una cesta guardada sin conexión aún no es un pedido.',
          'Si un precio o las existencias cambiaron mientras estabas sin conexión, te mostramos el nuevo total antes de que confirmes.',
        ],
      },
      {
        heading: 'Sustituciones y cantidades',
        paragraphs: [
          'Los productos del campo varían con el tiempo y la temporada. Si falta un producto, el agricultor puede sustituirlo por otro similar de igual o menor precio, o retirarlo. Lo que se vende al peso puede variar un poco; pagas lo que recibes, nunca más que el total que confirmaste.',
        ],
      },
      {
        heading: 'Cancelaciones y reembolsos',
        paragraphs: [
          'Puedes cancelar un pedido gratis mientras su estado sea «realizado». Una vez que el agricultor empieza a prepararlo, solo puede cancelarse con su acuerdo. Lo que falte o llegue dañado o estropeado se reembolsa o se repone si nos avisas en 24 horas; los reembolsos de dinero móvil vuelven al número que pagó.',
        ],
      },
      {
        heading: 'Pago',
        paragraphs: [
          'Pagas con dinero móvil, o en efectivo a la entrega o en la recogida; si pagas en efectivo, ten el importe exacto cuando puedas. Si se rechazan pedidos o no se recogen varias veces sin motivo, podemos pedir el pago por adelantado en los siguientes.',
        ],
      },
      {
        heading: 'Responsabilidad y espíritu de estas condiciones',
        paragraphs: [
          'Revisamos a los agricultores y nos esforzamos por que cada pedido llegue bien, pero no respondemos de retrasos causados por hechos ajenos a nuestro control, como tormentas o carreteras cortadas; nuestra responsabilidad por un pedido se limita a su valor. Nada de esto limita tus derechos según la ley de consumo de tu país.',
          'Estas condiciones se inspiran en la equidad y la buena fe entre compradores, agricultores y Malewa: cuando algo sale mal, buscamos primero una solución justa. Se aplica la versión publicada aquí en el momento de tu pedido.',
        ],
      },
    ],
  },
}
