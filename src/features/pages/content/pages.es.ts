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
          'Malewa acorta esa cadena. Cada producto aparece con el nombre de la granja que lo cultiva y cómo lo cultiva, y va de esa granja a quienes lo cocinan a través de un único mercado en su ciudad.',
        ],
      },
      {
        heading: 'Cómo funciona',
        paragraphs: [
          'Eliges el mercado de tu ciudad, recorres sus agricultores y llenas tu cesta. Los agricultores llevan sus productos al mercado en sus propios días, y el mercado te entrega toda la cesta en uno de sus días de mercado: en un punto de recogida, o en tu puerta si tu dirección está en una de sus zonas de reparto. Al hacer el pedido eliges pagar en efectivo al recibirlo o recogerlo, o desde un número de dinero móvil.',
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
          'Escríbenos con el formulario de nuestra página de contacto, eligiendo el tema «Otro asunto»: unas líneas sobre ti, la ciudad donde vives, el trabajo que quieres hacer y los idiomas que hablas, con un enlace a un trabajo del que estés orgulloso.',
          'No hace falta esperar a una vacante: leemos cada mensaje, aunque no haya ningún puesto abierto.',
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
    description: '¿Una pregunta sobre un pedido, una entrega o cómo vender en Malewa? Escríbenos con el formulario de esta página: una persona del equipo lee cada mensaje.',
    intro: 'Seas comprador o agricultor, nos alegra saber de ti: una persona de nuestro equipo lee cada mensaje.',
    sections: [
      {
        heading: 'Escríbenos',
        paragraphs: [
          'La forma más rápida es el formulario de abajo. Indica tu nombre, cómo contactarte y qué necesitas. Si es sobre un pedido, añade el número que aparece en tu lista de pedidos.',
          'Elige el tema que corresponda (un pedido, la entrega o recogida, tu cuenta, vender como agricultor, una colaboración) para que tu mensaje llegue a quien puede responderlo. No hay una dirección de correo a la que escribir: este formulario es la forma de contactarnos.',
        ],
      },
      {
        heading: 'Cuándo respondemos',
        paragraphs: [
          'Respondemos por correo electrónico, o por teléfono si nos das un número, en el idioma en que escribiste siempre que podemos. Los mensajes sobre un pedido previsto para hoy o mañana se atienden primero.',
        ],
      },
      {
        heading: 'Otras preguntas',
        paragraphs: [
          'Para preguntas sobre tus datos personales, o para pedirnos que los borremos, usa este formulario con el tema «Mi cuenta», desde la dirección de correo de tu cuenta. Los agricultores que quieran vender pueden inscribirse en la página «Únete a nuestra increíble lista de agricultores».',
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
          'No comas un producto que llegue dañado o estropeado. Hazle una foto y escríbenos desde la página de contacto en las 24 horas siguientes, con tu número de pedido: lo revisamos con el agricultor, que sale del mercado si los fallos se repiten.',
        ],
      },
    ],
  },

  help: {
    title: 'Ayuda',
    description: 'Respuestas a preguntas frecuentes sobre Malewa: días de mercado, puntos de recogida, pedido mínimo, pago, uso sin conexión y cancelaciones.',
    intro: 'Respuestas rápidas sobre pedidos, pagos, entregas y recogidas. ¿No encuentras la tuya? Escríbenos con el formulario de nuestra página de contacto.',
    sections: [
      {
        heading: 'Pedir en cuatro pasos',
        paragraphs: [
          'Elige tu ciudad, añade productos de los agricultores a tu cesta, elige entrega o recogida y el día, elige cómo pagarás (efectivo, o un número de dinero móvil) y haz el pedido. Sigue cada pedido en tu lista de pedidos.',
        ],
      },
      {
        heading: 'Entrega y recogida',
        paragraphs: [
          'Los agricultores llevan sus productos al mercado de tu ciudad en sus propios días, y el mercado entrega toda la cesta en uno de sus días de mercado. Si tu dirección está en una de las zonas de reparto del mercado, podemos llevarte el pedido; si no, o si lo prefieres, recógelo en uno de los puntos de recogida del mercado.',
        ],
      },
      {
        heading: '¿Necesitas más ayuda?',
        paragraphs: ['Usa el formulario de nuestra página de contacto. Si tu pregunta es sobre un pedido, indica su número.'],
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
        answer:
          'En un día de mercado, cuando cada agricultor de tu cesta haya llevado sus productos. Cada producto muestra el primer día en que puede llegarte, tu cesta el día en que puede llegar el pedido entero, y al pedir se ofrecen los días desde entonces, hasta dos semanas vista.',
      },
      {
        question: '¿Qué diferencia hay entre una zona de reparto y un punto de recogida?',
        answer:
          'En una de las zonas de reparto del mercado, el pedido se lleva a tu puerta en una ronda de reparto, con la tarifa de envío de la zona. Un punto de recogida es un lugar fijo, como una tienda o un puesto de mercado, donde lo recoges el día de mercado en su horario de apertura, sin tarifa de envío.',
      },
      {
        question: '¿Por qué hay una cantidad mínima?',
        answer:
          'Algunos productos se venden solo por manojo, bandeja o kilo, y cada mercado tiene un importe mínimo de pedido para que entregar una cesta merezca la pena. Ambos se muestran antes de confirmar: la cantidad mínima en el producto, el pedido mínimo en tu cesta y al pedir.',
      },
      {
        question: '¿Cómo puedo pagar?',
        answer:
          'En efectivo al recibir o recoger tu pedido, o con dinero móvil: al pedir eliges el servicio (M-Pesa, MTN MoMo, Airtel Money, Orange Money, Vodafone Cash u otro) y el número desde el que pagarás, y ambos quedan guardados con tu pedido. Malewa no acepta pagos con tarjeta y nunca pide un número de tarjeta.',
      },
      {
        question: '¿Es seguro pagar con dinero móvil?',
        answer:
          'Malewa solo pide el servicio de dinero móvil y el número desde el que pagas: nunca tu PIN, nunca un número de tarjeta. No compartas tu PIN con nadie, ni siquiera con alguien que diga trabajar para Malewa.',
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
        answer: 'El stock se comprueba al hacer el pedido. Si algo se ha agotado o no alcanza, el pedido te lo dice antes de confirmar, y tu pedido solo incluye lo que el mercado tiene.',
      },
      {
        question: '¿Y si algo llega dañado o estropeado?',
        answer: 'No lo comas. Hazle una foto y escríbenos desde la página de contacto en las 24 horas siguientes, con tu número de pedido, y lo revisaremos con el agricultor.',
      },
      {
        question: '¿Cómo cambio el idioma?',
        answer: 'Usa el menú de idiomas en la parte superior de la página. Malewa está en español, inglés, francés, portugués, árabe y suajili, y recuerda tu elección en este dispositivo.',
      },
      {
        question: 'Soy agricultor. ¿Cómo puedo vender en Malewa?',
        answer:
          'Ve a la página «Únete a nuestra increíble lista de agricultores» y cuéntanos sobre tu granja y lo que cultivas. Nuestro equipo en tu ciudad lee cada solicitud y se pone en contacto contigo.',
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
          'Tus productos aparecen con el nombre de tu granja y cómo los cultivas. Los llevas al mercado de tu ciudad en tus propios días, y el mercado reúne la cesta de cada cliente y la entrega, en un punto de recogida o en una ronda de reparto.',
          'Para empezar, entra en la página «Únete a nuestra increíble lista de agricultores» y cuéntanos sobre tu finca y lo que cultivas. Nuestro equipo local se pondrá en contacto contigo para visitarte.',
        ],
      },
      {
        heading: 'Cooperativas',
        paragraphs: ['Una cooperativa puede vender con un solo nombre mientras cada socio aporta parte de la cosecha, y llevar juntos los productos de sus socios al mercado en sus propios días.'],
      },
      {
        heading: 'Repartidores',
        paragraphs: ['Trabajamos con repartidores independientes y pequeñas empresas de reparto que conocen sus barrios, para las rondas de reparto del mercado en cada una de sus zonas.'],
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
          'Los agricultores se inscriben en la página «Únete a nuestra increíble lista de agricultores». Cooperativas, repartidores y organizaciones pueden usar el formulario de nuestra página de contacto con el tema «Colaboraciones», indicando su ciudad.',
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
          'Nunca pedimos un número de tarjeta. Para el dinero móvil, guardamos con tu pedido el servicio y el número que elegiste; nunca pedimos tu PIN.',
        ],
      },
      {
        heading: 'Para qué los usamos',
        paragraphs: [
          'Para tramitar y entregar tus pedidos, permitirte iniciar sesión, contactarte sobre un pedido y responder a tus preguntas. Cifras anónimas y agregadas nos indican qué productos se venden y dónde abrir puntos de recogida.',
          'Las personas del mercado que preparan y entregan tu pedido ven tu nombre, tu teléfono y tu dirección de entrega, solo para ese pedido.',
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
          'Puedes corregir tu nombre, tu teléfono y otros datos en la página de tu cuenta. Para ver o borrar tus datos personales, escríbenos con el formulario de nuestra página de contacto, tema «Mi cuenta», desde la dirección de correo de tu cuenta; confirmamos tu identidad y respondemos en 30 días. Borrar tu cuenta no cancela los pedidos que ya se están preparando.',
        ],
      },
    ],
  },

  terms: {
    title: 'Condiciones de uso',
    description: 'Las condiciones para comprar en Malewa: pedidos, precios en la moneda de tu mercado, stock, cancelaciones, pago y responsabilidad.',
    intro: 'Estas condiciones se aplican cuando compras en Malewa. Están escritas para leerse: si algo no está claro, pregúntanos desde la página de contacto antes de hacer tu pedido.',
    sections: [
      {
        heading: 'Quién te vende',
        paragraphs: [
          'Malewa gestiona el mercado en línea y el mercado de cada ciudad; los agricultores cultivan los productos, que aparecen con el nombre de su granja. Los llevan al mercado en sus propios días, y el mercado reúne tu cesta y te la entrega en un día de mercado, en tu puerta o en un punto de recogida.',
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
        heading: 'Stock y cantidades',
        paragraphs: [
          'Los productos del campo varían con el tiempo y la estación. El stock se comprueba al hacer el pedido: si algo se ha agotado, te lo decimos antes de confirmar, y el pedido solo incluye lo que hay. Los productos vendidos al peso pueden variar un poco; nunca pagas más que el total que confirmaste.',
        ],
      },
      {
        heading: 'Cancelaciones y problemas',
        paragraphs: [
          'Puedes cancelar un pedido gratis mientras su estado sea «realizado». Una vez que el mercado empieza a prepararlo, ya no se puede cancelar en la aplicación. Si faltan artículos o llegan dañados o estropeados, avísanos desde la página de contacto en las 24 horas siguientes y lo revisaremos con el agricultor.',
        ],
      },
      {
        heading: 'Pago',
        paragraphs: ['Al hacer el pedido eliges pagar en efectivo en la entrega o la recogida, o desde un número de dinero móvil. Si pagas en efectivo, ten preparado el importe exacto si puedes.'],
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
