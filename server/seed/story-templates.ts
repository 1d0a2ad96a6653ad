/**
 * Farmer story and offer title templates, written in each of the six languages.
 *
 * Slots: {farmName} {first} {town} {city} {km} {since} {crop} {crop2} {crop3}.
 * Crops are dropped in without an article (after a colon, or after “for”/“kwa”), so the
 * sentences stay grammatical whatever the produce. Arabic sentences avoid verbs that would
 * have to agree with the farmer’s gender: the farm, the family or a passive voice does the work.
 */
import type { I18n, Practice } from './seed-types'

export interface StoryTemplate {
  id: string
  /** Which farmers the story suits: a practice, 'honey' (bee farms) or 'any'. */
  fits: Practice | 'honey' | 'any'
  text: I18n
}

export const STORY_TEMPLATES: readonly StoryTemplate[] = [
  {
    id: 'family',
    fits: 'any',
    text: {
      en: '{farmName} is a family farm in {town}, about {km} km from {city}. {first} has worked this land since {since}, and shoppers know the farm best for {crop} and {crop2}. Everything is picked the day before delivery, so it reaches you fresh.',
      fr: '{farmName} est une ferme familiale à {town}, à environ {km} km de {city}. {first} travaille cette terre depuis {since} ; ses produits phares : {crop} et {crop2}. Tout est récolté la veille de la livraison pour vous arriver bien frais.',
      es: '{farmName} es una granja familiar en {town}, a unos {km} km de {city}. {first} trabaja esta tierra desde {since}; sus productos estrella: {crop} y {crop2}. Todo se cosecha la víspera de la entrega para que le llegue bien fresco.',
      pt: '{farmName} é uma quinta familiar em {town}, a cerca de {km} km de {city}. {first} trabalha esta terra desde {since}; os produtos mais procurados: {crop} e {crop2}. Tudo é colhido na véspera da entrega, para chegar fresco à sua mesa.',
      ar: '{farmName} مزرعة عائلية في {town} على بُعد نحو {km} كم من {city}. تعمل العائلة في هذه الأرض منذ عام {since}، وأشهر منتجاتها: {crop} و{crop2}. يُقطف كل شيء قبل يوم من التوصيل ليصلكم طازجًا.',
      sw: '{farmName} ni shamba la familia lililoko {town}, takriban kilomita {km} kutoka {city}. {first} amelima ardhi hii tangu {since}, na wateja wanalifahamu zaidi kwa {crop} na {crop2}. Kila kitu huvunwa siku moja kabla ya kukuletea, ili kikufikie kikiwa kibichi.',
    },
  },
  {
    id: 'came-home',
    fits: 'any',
    text: {
      en: '{first} left a job in {city} to come home to {town} and started {farmName} in {since}. What began as a few beds behind the house now feeds hundreds of families every week. Customer favourites: {crop} and {crop2}.',
      fr: '{first} a quitté un emploi à {city} pour revenir à {town} et a lancé {farmName} en {since}. Ce qui n’était que quelques planches derrière la maison nourrit aujourd’hui des centaines de familles chaque semaine. Les préférés des clients : {crop} et {crop2}.',
      es: '{first} dejó un empleo en {city} para volver a {town} y fundó {farmName} en {since}. Lo que empezó como unos pocos bancales detrás de la casa hoy alimenta a cientos de familias cada semana. Los favoritos de los clientes: {crop} y {crop2}.',
      pt: '{first} deixou um emprego em {city} para regressar a {town} e fundou {farmName} em {since}. O que começou com alguns canteiros atrás de casa alimenta hoje centenas de famílias todas as semanas. Os favoritos dos clientes: {crop} e {crop2}.',
      ar: 'بدأت قصة {farmName} عام {since} بقرار العودة من وظيفة في {city} إلى {town}. ما كان مجرد أحواض قليلة خلف البيت صار اليوم يطعم مئات الأسر كل أسبوع. المفضّل لدى الزبائن: {crop} و{crop2}.',
      sw: '{first} aliacha kazi jijini {city} akarudi nyumbani {town}, na kuanzisha {farmName} mwaka {since}. Kilichoanza kama matuta machache nyuma ya nyumba sasa kinalisha mamia ya familia kila wiki. Vipendwa vya wateja: {crop} na {crop2}.',
    },
  },
  {
    id: 'started-small',
    fits: 'any',
    text: {
      en: '{farmName} started in {since} with half a hectare near {town} and a borrowed water pump. It has grown one field at a time and now gives steady work to young people from the village. Best sellers: {crop} and {crop2}.',
      fr: '{farmName} a démarré en {since} avec un demi-hectare près de {town} et une motopompe empruntée. La ferme a grandi un champ après l’autre et fait aujourd’hui travailler des jeunes du village. Meilleures ventes : {crop} et {crop2}.',
      es: '{farmName} comenzó en {since} con media hectárea cerca de {town} y una bomba de agua prestada. Ha crecido parcela a parcela y hoy da trabajo estable a jóvenes del pueblo. Los más vendidos: {crop} y {crop2}.',
      pt: '{farmName} começou em {since} com meio hectare perto de {town} e uma bomba de água emprestada. Cresceu campo a campo e hoje dá trabalho estável a jovens da aldeia. Os mais vendidos: {crop} e {crop2}.',
      ar: 'انطلقت {farmName} عام {since} بنصف هكتار قرب {town} ومضخة ماء مستعارة. كبرت المزرعة حقلًا بعد حقل، وهي اليوم توفر عملًا ثابتًا لشباب القرية. الأكثر مبيعًا: {crop} و{crop2}.',
      sw: '{farmName} lilianza mwaka {since} likiwa na nusu hekta karibu na {town} na pampu ya maji ya kuazima. Limekua shamba moja baada ya jingine, na sasa linatoa ajira ya kudumu kwa vijana wa kijijini. Vinavyouzwa zaidi: {crop} na {crop2}.',
    },
  },
  {
    id: 'close-to-city',
    fits: 'any',
    text: {
      en: 'Just {km} km from {city}, {farmName} in {town} is close enough that produce picked at dawn can be at your door by lunchtime. {first} sows a little every week, so there is always something young and tender. Look out for {crop} and {crop2}.',
      fr: 'À seulement {km} km de {city}, {farmName}, à {town}, est assez proche pour que les récoltes de l’aube arrivent chez vous avant midi. {first} sème un peu chaque semaine, pour qu’il y ait toujours quelque chose de jeune et tendre. À ne pas manquer : {crop} et {crop2}.',
      es: 'A solo {km} km de {city}, {farmName}, en {town}, está tan cerca que lo cosechado al amanecer llega a su puerta a la hora de comer. {first} siembra un poco cada semana para que siempre haya algo tierno. No se pierda: {crop} y {crop2}.',
      pt: 'A apenas {km} km de {city}, {farmName}, em {town}, fica tão perto que o que é colhido de madrugada chega à sua porta à hora de almoço. {first} semeia um pouco todas as semanas, para haver sempre algo tenro. A não perder: {crop} e {crop2}.',
      ar: 'على بُعد {km} كم فقط من {city}، تقع {farmName} في {town}، قريبة بما يكفي ليصل ما يُقطف فجرًا إلى بابكم قبل الغداء. تُزرع دفعات صغيرة كل أسبوع حتى يتوفر دائمًا ما هو طري وحديث. لا تفوّتوا: {crop} و{crop2}.',
      sw: 'Likiwa kilomita {km} tu kutoka {city}, {farmName} lililoko {town} liko karibu kiasi kwamba mazao yaliyovunwa alfajiri yanakufikia kabla ya mchana. {first} hupanda kidogo kila wiki, ili kila mara kuwe na mazao machanga na laini. Usikose: {crop} na {crop2}.',
    },
  },
  {
    id: 'organic',
    fits: 'organic',
    text: {
      en: '{farmName} has been farmed organically since {since}. {first} builds the soil with compost and manure, rotates crops every season and keeps flowering hedges for the insects that eat the pests. Shoppers come back for {crop} and {crop2}.',
      fr: 'Depuis {since}, on cultive en agriculture biologique à {farmName}. {first} nourrit la terre avec du compost et du fumier, fait tourner les cultures chaque saison et garde des haies fleuries pour les insectes qui mangent les ravageurs. Ce que les clients redemandent : {crop} et {crop2}.',
      es: '{farmName} se cultiva en ecológico desde {since}. {first} alimenta el suelo con compost y estiércol, rota los cultivos cada temporada y mantiene setos con flores para los insectos que se comen las plagas. Lo que más repiten los clientes: {crop} y {crop2}.',
      pt: 'Em {farmName} pratica-se agricultura biológica desde {since}. {first} alimenta o solo com composto e estrume, faz rotação de culturas todas as épocas e mantém sebes floridas para os insetos que comem as pragas. O que os clientes mais repetem: {crop} e {crop2}.',
      ar: 'تُزرع {farmName} بطرق عضوية منذ عام {since}. تُغذّى التربة بالسماد العضوي والروث، وتُناوَب المحاصيل كل موسم، وتُترك أسيجة مزهرة للحشرات التي تأكل الآفات. أكثر ما يعود الزبائن من أجله: {crop} و{crop2}.',
      sw: '{farmName} limekuwa likilimwa kwa kilimo hai tangu {since}. {first} hurutubisha udongo kwa mboji na samadi, hubadilisha mazao kila msimu na kuacha maua kwa ajili ya wadudu wanaokula wadudu waharibifu. Wateja hurudi kwa ajili ya {crop} na {crop2}.',
    },
  },
  {
    id: 'pesticide-free',
    fits: 'pesticide-free',
    text: {
      en: 'No synthetic sprays are used at {farmName}: pests are handled with neem, chilli-and-garlic tea and sharp eyes on a daily walk through the rows. {first} would rather lose a few leaves than put chemicals on your food. From the farm this week: {crop} and {crop2}.',
      fr: 'Aucun pesticide de synthèse n’est utilisé à {farmName} : les ravageurs sont tenus à distance avec du neem, une décoction d’ail et de piment et une tournée d’inspection quotidienne. {first} préfère perdre quelques feuilles plutôt que traiter vos aliments. Cette semaine à la ferme : {crop} et {crop2}.',
      es: 'En {farmName} no se usan pesticidas sintéticos: las plagas se controlan con neem, infusión de ajo y chile y un ojo atento en el paseo diario entre los surcos. {first} prefiere perder algunas hojas antes que poner químicos en su comida. Esta semana en la granja: {crop} y {crop2}.',
      pt: 'Em {farmName} não se usam pesticidas sintéticos: as pragas são controladas com nim, calda de alho e malagueta e uma volta diária de inspeção. {first} prefere perder algumas folhas a pôr químicos na sua comida. Esta semana na quinta: {crop} e {crop2}.',
      ar: 'لا تُستخدم أي مبيدات كيميائية في {farmName}؛ تُكافَح الآفات بالنيم ومنقوع الثوم والفلفل الحار والمراقبة اليومية بين الصفوف. خسارة بضع أوراق أهون من وضع المواد الكيميائية في طعامكم. هذا الأسبوع من المزرعة: {crop} و{crop2}.',
      sw: 'Hakuna dawa za kemikali zinazotumika katika {farmName}: wadudu hudhibitiwa kwa mwarobaini, mchanganyiko wa kitunguu saumu na pilipili, na ukaguzi wa kila siku shambani. {first} afadhali apoteze majani machache kuliko kuweka kemikali kwenye chakula chako. Wiki hii kutoka shambani: {crop} na {crop2}.',
    },
  },
  {
    id: 'agroforestry',
    fits: 'agroforestry',
    text: {
      en: 'At {farmName}, near {town}, food grows under a canopy of fruit and indigenous trees. The trees hold the soil on the slopes, feed it with fallen leaves and shelter the bees, and {first} plants a few more every rainy season. From the orchard and the ground beneath it: {crop} and {crop2}.',
      fr: 'À {farmName}, près de {town}, les cultures poussent sous un couvert d’arbres fruitiers et d’essences locales. Les arbres retiennent la terre des pentes, la nourrissent de leurs feuilles et abritent les abeilles, et {first} en plante quelques-uns de plus à chaque saison des pluies. Du verger et du sol à son pied : {crop} et {crop2}.',
      es: 'En {farmName}, cerca de {town}, los cultivos crecen bajo un dosel de frutales y árboles autóctonos. Los árboles sujetan el suelo de las laderas, lo alimentan con sus hojas y dan refugio a las abejas, y {first} planta unos cuantos más en cada temporada de lluvias. Del huerto y del suelo bajo los árboles: {crop} y {crop2}.',
      pt: 'Em {farmName}, perto de {town}, as culturas crescem sob uma cobertura de árvores de fruto e espécies nativas. As árvores seguram o solo das encostas, alimentam-no com as folhas e abrigam as abelhas, e {first} planta mais algumas em cada época das chuvas. Do pomar e do chão à sua sombra: {crop} e {crop2}.',
      ar: 'في {farmName} قرب {town} تنمو المحاصيل تحت ظلال أشجار الفاكهة والأشجار المحلية. تمسك الأشجار تربة المنحدرات وتغذيها بأوراقها المتساقطة وتؤوي النحل، وتُغرس أشجار جديدة في كل موسم أمطار. من البستان وما ينمو تحته: {crop} و{crop2}.',
      sw: 'Katika {farmName}, karibu na {town}, mazao hukua chini ya kivuli cha miti ya matunda na miti ya asili. Miti hushikilia udongo kwenye miteremko, huurutubisha kwa majani yanayoanguka na kuwahifadhi nyuki, na {first} hupanda miti mingine kila msimu wa mvua. Kutoka bustanini na ardhini chini yake: {crop} na {crop2}.',
    },
  },
  {
    id: 'pasture',
    fits: 'pasture-raised',
    text: {
      en: 'The animals at {farmName}, near {town}, spend their days on open grass and come in only at night. {first} moves them to fresh pasture every few days, so the land recovers and the milk, eggs and meat taste the way they used to. Most weeks, {crop} and {crop2} sell out early.',
      fr: 'À {farmName}, près de {town}, les animaux passent leurs journées dans les prés et ne rentrent que pour la nuit. {first} les change de parcelle tous les quelques jours : la terre se repose, et le lait, les œufs et la viande retrouvent le goût d’antan. Presque chaque semaine, il faut commander tôt : {crop} et {crop2} partent vite.',
      es: 'En {farmName}, cerca de {town}, los animales pasan el día en el pasto y solo se recogen por la noche. {first} los cambia de parcela cada pocos días, así la tierra se recupera y la leche, los huevos y la carne saben como antes. Casi todas las semanas se agotan pronto: {crop} y {crop2}.',
      pt: 'Em {farmName}, perto de {town}, os animais passam os dias na pastagem e só recolhem à noite. {first} muda-os de parcela de poucos em poucos dias, para a terra recuperar e o leite, os ovos e a carne terem o sabor de antigamente. Na maioria das semanas esgotam cedo: {crop} e {crop2}.',
      ar: 'تقضي الحيوانات في {farmName} قرب {town} نهارها في المراعي المفتوحة ولا تعود إلا ليلًا. وتُنقل إلى مرعى جديد كل بضعة أيام، فتستعيد الأرض عافيتها ويستعيد الحليب والبيض واللحم طعمها القديم. في معظم الأسابيع ينفد بسرعة: {crop} و{crop2}.',
      sw: 'Mifugo katika {farmName}, karibu na {town}, hushinda mchana kutwa malishoni na kurudi zizini usiku tu. {first} huihamisha kwenye malisho mapya kila baada ya siku chache, ili ardhi ipumzike na maziwa, mayai na nyama viwe na ladha ya zamani. Wiki nyingi, {crop} na {crop2} huisha mapema.',
    },
  },
  {
    id: 'permaculture',
    fits: 'permaculture',
    text: {
      en: '{first} designed {farmName} as a permaculture smallholding: swales catch the rain, chickens clear and fertilise the beds, and kitchen scraps go back into the soil. It is a small plot near {town}, but a remarkably productive one. Look out for {crop} and {crop2}.',
      fr: '{first} a conçu {farmName} selon les principes de la permaculture : des baissières retiennent la pluie, les poules nettoient et fertilisent les planches et les déchets de cuisine retournent à la terre. C’est une petite parcelle près de {town}, mais étonnamment productive. À découvrir : {crop} et {crop2}.',
      es: '{first} diseñó {farmName} siguiendo la permacultura: zanjas de infiltración recogen la lluvia, las gallinas limpian y abonan los bancales y los restos de cocina vuelven al suelo. Es una parcela pequeña cerca de {town}, pero sorprendentemente productiva. No se pierda: {crop} y {crop2}.',
      pt: '{first} desenhou {farmName} segundo a permacultura: valas de infiltração retêm a chuva, as galinhas limpam e adubam os canteiros e os restos de cozinha voltam ao solo. É um terreno pequeno perto de {town}, mas surpreendentemente produtivo. A descobrir: {crop} e {crop2}.',
      ar: 'صُمّمت {farmName} وفق مبادئ الزراعة المستدامة (البيرماكلتشر): قنوات ترابية تحبس مياه المطر، ودجاج ينظف الأحواض ويسمّدها، وبقايا المطبخ تعود إلى التربة. إنها قطعة أرض صغيرة قرب {town} لكنها منتجة على نحو لافت. اكتشفوا: {crop} و{crop2}.',
      sw: '{first} alibuni {farmName} kwa kanuni za kilimo cha permaculture: mitaro huvuna maji ya mvua, kuku husafisha na kurutubisha matuta, na mabaki ya jikoni hurudishwa udongoni. Ni kipande kidogo cha ardhi karibu na {town}, lakini kinazalisha kwa wingi wa kushangaza. Jaribu {crop} na {crop2}.',
    },
  },
  {
    id: 'hydroponic',
    fits: 'hydroponic',
    text: {
      en: '{farmName} grows in greenhouses near {town}, feeding plants with recirculating water that uses a fraction of what open fields need. There is no soil splashing on the leaves and no pesticide spraying, so harvests are clean and steady all year. Top sellers: {crop} and {crop2}.',
      fr: '{farmName} cultive sous serre près de {town}, en nourrissant les plantes avec une eau qui circule en circuit fermé et ne consomme qu’une fraction de ce qu’exige un champ. Pas de terre sur les feuilles ni de pesticides pulvérisés : des récoltes propres et régulières toute l’année. Meilleures ventes : {crop} et {crop2}.',
      es: '{farmName} cultiva en invernaderos cerca de {town}, alimentando las plantas con agua recirculada que gasta una fracción de lo que necesita el campo abierto. Sin tierra en las hojas ni pulverizaciones de pesticidas, las cosechas son limpias y constantes todo el año. Lo más vendido: {crop} y {crop2}.',
      pt: '{farmName} produz em estufas perto de {town}, alimentando as plantas com água em circuito fechado que gasta uma fração do que exige o campo aberto. Sem terra nas folhas nem pulverizações de pesticidas, as colheitas são limpas e regulares todo o ano. Os mais vendidos: {crop} e {crop2}.',
      ar: 'تزرع {farmName} داخل بيوت محمية قرب {town}، وتغذي النباتات بمياه تدور في دورة مغلقة تستهلك جزءًا يسيرًا مما تحتاجه الحقول المكشوفة. لا تراب على الأوراق ولا رشّ للمبيدات، فالمحصول نظيف ومنتظم طوال العام. الأكثر مبيعًا: {crop} و{crop2}.',
      sw: '{farmName} hulima ndani ya vitalu nyumba karibu na {town}, likilisha mimea kwa maji yanayozunguka tena na tena, yanayotumia sehemu ndogo tu ya maji ya shamba la wazi. Hakuna udongo kwenye majani wala kunyunyizia dawa, kwa hiyo mavuno ni safi na ya uhakika mwaka mzima. Vinavyouzwa zaidi: {crop} na {crop2}.',
    },
  },
  {
    id: 'regenerative',
    fits: 'regenerative',
    text: {
      en: 'Since {since}, {first} has been bringing tired soil back to life at {farmName} with cover crops, mulch and as little ploughing as possible. The fields near {town} now hold water through the dry months, and the harvests show it. The pride of the farm: {crop} and {crop2}.',
      fr: 'Depuis {since}, {first} redonne vie à une terre épuisée à {farmName}, grâce aux couverts végétaux, au paillage et à un travail du sol réduit au minimum. Les champs près de {town} gardent désormais l’eau pendant la saison sèche, et les récoltes s’en ressentent. La fierté de la ferme : {crop} et {crop2}.',
      es: 'Desde {since}, {first} devuelve la vida a un suelo agotado en {farmName} con cultivos de cobertura, acolchado y el mínimo laboreo posible. Los campos cerca de {town} ya retienen el agua en los meses secos, y se nota en la cosecha. El orgullo de la granja: {crop} y {crop2}.',
      pt: 'Desde {since}, {first} devolve a vida a um solo cansado em {farmName}, com culturas de cobertura, cobertura morta e o mínimo de lavoura possível. Os campos perto de {town} já retêm a água nos meses secos, e isso nota-se nas colheitas. O orgulho da quinta: {crop} e {crop2}.',
      ar: 'منذ عام {since} تستعيد تربة {farmName} المنهكة حيويتها بفضل محاصيل التغطية والتغطية بالقش وأقل قدر ممكن من الحراثة. صارت الحقول قرب {town} تحتفظ بالماء في الأشهر الجافة، وهذا ما يظهر في المحصول. مفخرة المزرعة: {crop} و{crop2}.',
      sw: 'Tangu {since}, {first} amekuwa akirudisha uhai kwenye udongo uliochoka katika {farmName} kwa mazao ya kufunika udongo, matandazo na kulima kidogo iwezekanavyo. Mashamba karibu na {town} sasa huhifadhi maji katika miezi ya ukame, na mavuno yanaonyesha hivyo. Fahari ya shamba: {crop} na {crop2}.',
    },
  },
  {
    id: 'cooperative',
    fits: 'fair-trade',
    text: {
      en: '{farmName} is a cooperative of smallholder farmers around {town}, coordinated by {first}. Members pool their harvests, share transport to {city} and are paid a fair price within a week of every sale. From the members’ fields: {crop} and {crop2}.',
      fr: '{farmName} est une coopérative de petits producteurs des environs de {town}, coordonnée par {first}. Les membres mettent leurs récoltes en commun, partagent le transport jusqu’à {city} et sont payés un prix juste dans la semaine qui suit chaque vente. Des champs des membres : {crop} et {crop2}.',
      es: '{farmName} es una cooperativa de pequeños agricultores de los alrededores de {town}, coordinada por {first}. Los socios ponen en común sus cosechas, comparten el transporte hasta {city} y cobran un precio justo en la semana siguiente a cada venta. De los campos de los socios: {crop} y {crop2}.',
      pt: '{farmName} é uma cooperativa de pequenos agricultores da zona de {town}, coordenada por {first}. Os membros juntam as colheitas, partilham o transporte até {city} e recebem um preço justo até uma semana depois de cada venda. Dos campos dos membros: {crop} e {crop2}.',
      ar: '{farmName} تعاونية لصغار المزارعين في محيط {town} بتنسيق من {first}. يجمع الأعضاء محاصيلهم ويتقاسمون النقل إلى {city}، ويحصلون على سعر عادل خلال أسبوع من كل عملية بيع. من حقول الأعضاء: {crop} و{crop2}.',
      sw: '{farmName} ni ushirika wa wakulima wadogo wa maeneo ya {town}, unaoratibiwa na {first}. Wanachama huunganisha mavuno yao, hushirikiana usafiri hadi {city} na hulipwa bei ya haki ndani ya wiki moja baada ya kila mauzo. Kutoka mashambani mwa wanachama: {crop} na {crop2}.',
    },
  },
  {
    id: 'bees',
    fits: 'honey',
    text: {
      en: '{farmName} keeps its hives among the trees and wild flowers near {town}. {first} takes only the surplus honey, leaves the bees plenty for the dry season, and never heats or filters it. Also from the farm: {crop2} and {crop3}.',
      fr: '{farmName} installe ses ruches parmi les arbres et les fleurs sauvages près de {town}. {first} ne prélève que le surplus de miel, laisse aux abeilles de quoi passer la saison sèche, et ne le chauffe ni ne le filtre jamais. Également de la ferme : {crop2} et {crop3}.',
      es: '{farmName} tiene sus colmenas entre árboles y flores silvestres cerca de {town}. {first} solo recoge la miel sobrante, deja a las abejas suficiente para la estación seca y nunca la calienta ni la filtra. También de la granja: {crop2} y {crop3}.',
      pt: '{farmName} tem as suas colmeias entre árvores e flores silvestres perto de {town}. {first} só recolhe o mel excedente, deixa às abelhas o suficiente para a época seca e nunca o aquece nem o filtra. Também da quinta: {crop2} e {crop3}.',
      ar: 'تنتشر خلايا النحل في {farmName} بين الأشجار والأزهار البرية قرب {town}. لا يُجنى إلا فائض العسل، ويُترك للنحل ما يكفيه في موسم الجفاف، ولا يُسخَّن العسل ولا يُصفّى أبدًا. ومن المزرعة أيضًا: {crop2} و{crop3}.',
      sw: '{farmName} hufuga nyuki kwenye mizinga iliyo katikati ya miti na maua ya porini karibu na {town}. {first} huvuna asali ya ziada tu, huwaachia nyuki chakula cha kutosha kwa msimu wa kiangazi, na kamwe haipashi moto wala kuichuja. Pia kutoka shambani: {crop2} na {crop3}.',
    },
  },
]

export interface OfferTemplate {
  id: string
  /** Used for offers that have not started yet. */
  upcoming: boolean
  /** Longest run in days, for titles that promise a short window. */
  maxDays?: number
  /** Only for freshly harvested produce (not meat, dairy or jars). */
  freshOnly?: boolean
  /** Slots: {pct} {crop} {farmName}. */
  text: I18n
}

export const OFFER_TEMPLATES: readonly OfferTemplate[] = [
  {
    id: 'harvest-week',
    upcoming: false,
    maxDays: 9,
    freshOnly: true,
    text: {
      en: 'Harvest week: {pct}% off {crop}',
      fr: 'Semaine de récolte : {crop} à -{pct}\u00a0%',
      es: 'Semana de cosecha: {crop} con un {pct}\u00a0% de descuento',
      pt: 'Semana da colheita: {crop} com {pct}% de desconto',
      ar: 'أسبوع الحصاد: {crop} بخصم {pct}٪',
      sw: 'Wiki ya mavuno: punguzo la {pct}% kwa {crop}',
    },
  },
  {
    id: 'farmers-pick',
    upcoming: false,
    text: {
      en: 'Farmer’s pick: {crop}, {pct}% off',
      fr: 'Le choix du producteur : {crop} à -{pct}\u00a0%',
      es: 'Selección del productor: {crop} con un {pct}\u00a0% de descuento',
      pt: 'Escolha do produtor: {crop} com {pct}% de desconto',
      ar: 'اختيار المزارع: {crop} بخصم {pct}٪',
      sw: 'Chaguo la mkulima: punguzo la {pct}% kwa {crop}',
    },
  },
  {
    id: 'bumper-crop',
    upcoming: false,
    freshOnly: true,
    text: {
      en: 'Bumper crop: {pct}% off {crop} while it lasts',
      fr: 'Belle récolte : {crop} à -{pct}\u00a0% jusqu’à épuisement',
      es: 'Cosecha abundante: {crop} con un {pct}\u00a0% de descuento hasta agotar existencias',
      pt: 'Colheita farta: {crop} com {pct}% de desconto enquanto durar',
      ar: 'محصول وفير: {crop} بخصم {pct}٪ حتى نفاد الكمية',
      sw: 'Mavuno mengi: punguzo la {pct}% kwa {crop} hadi bidhaa ziishe',
    },
  },
  {
    id: 'meet-the-farm',
    upcoming: false,
    text: {
      en: 'Meet {farmName}: {pct}% off {crop}',
      fr: 'Découvrez {farmName} : {crop} à -{pct}\u00a0%',
      es: 'Conozca {farmName}: {crop} con un {pct}\u00a0% de descuento',
      pt: 'Conheça {farmName}: {crop} com {pct}% de desconto',
      ar: 'تعرّفوا على {farmName}: {crop} بخصم {pct}٪',
      sw: 'Lifahamu {farmName}: punguzo la {pct}% kwa {crop}',
    },
  },
  {
    id: 'first-of-season',
    upcoming: true,
    text: {
      en: 'First of the season: {pct}% off {crop}',
      fr: 'Début de saison : {crop} à -{pct}\u00a0%',
      es: 'Inicio de temporada: {crop} con un {pct}\u00a0% de descuento',
      pt: 'Início da época: {crop} com {pct}% de desconto',
      ar: 'بداية الموسم: {crop} بخصم {pct}٪',
      sw: 'Mwanzo wa msimu: punguzo la {pct}% kwa {crop}',
    },
  },
]
