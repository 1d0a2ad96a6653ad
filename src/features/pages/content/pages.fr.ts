import type { PagesContent } from '../page-content'

export const pages: PagesContent = {
  about: {
    title: 'À propos de Malewa',
    description: 'Malewa relie les habitants des villes africaines aux agriculteurs qui les nourrissent : produits frais, livraison ou retrait, mobile money ou espèces.',
    intro:
      'Malewa est une place de marché de produits locaux : à Johannesburg, Nairobi, Lagos, Accra, Kigali et Casablanca, vous achetez légumes, fruits, œufs et miel directement aux agriculteurs des environs.',
    sections: [
      {
        heading: 'Pourquoi nous existons',
        paragraphs: [
          "Une grande partie de ce qui pousse autour de nos villes passe par plusieurs intermédiaires avant d'arriver en cuisine : moins frais, plus cher, et l'agriculteur n'y gagne presque rien.",
          'Malewa raccourcit ce circuit. Chaque produit est présenté sous le nom de la ferme qui le cultive, avec sa façon de le cultiver, et va de cette ferme à ceux qui le cuisinent par un seul marché dans leur ville.',
        ],
      },
      {
        heading: 'Comment ça marche',
        paragraphs: [
          "Vous choisissez le marché de votre ville, parcourez ses agriculteurs et remplissez votre panier. Les agriculteurs apportent leurs produits au marché les jours qui leur conviennent, et le marché vous remet tout votre panier l'un de ses jours de marché : dans un point de retrait, ou chez vous si votre adresse se trouve dans l'une de ses zones de livraison. À la commande, vous choisissez de payer en espèces à la réception ou au retrait, ou depuis un numéro mobile money.",
        ],
      },
      {
        heading: 'Pensé pour la vraie vie',
        paragraphs: [
          'Le réseau coupe et les données coûtent cher : Malewa fonctionne donc hors connexion. Votre panier reste sur votre téléphone et se synchronise au retour du réseau. Légère, la boutique convient aux téléphones modestes et parle français, anglais, espagnol, portugais, arabe et swahili.',
        ],
      },
      {
        heading: "Ce que nous proposons aujourd'hui",
        paragraphs: [
          "Aujourd'hui, Malewa est une place de marché agricole : des produits frais d'agriculteurs locaux. Nous restons concentrés sur cela pour que chaque commande arrive fraîche, le jour promis.",
        ],
      },
    ],
  },

  career: {
    title: 'Carrières chez Malewa',
    description: 'Rejoignez une petite équipe, ouverte au télétravail, qui construit une place de marché de produits locaux pour les villes africaines.',
    intro:
      "Petite équipe répartie dans plusieurs villes africaines, nous voulons qu'il soit simple pour les agriculteurs de vendre et pour les familles de bien manger. Nous recrutons avec soin et aimons toujours recevoir des messages de personnes qui partagent ces valeurs.",
    sections: [
      {
        heading: 'Notre façon de travailler',
        paragraphs: [
          "La plupart d'entre nous travaillent à distance depuis Johannesburg, Nairobi, Lagos, Accra, Kigali ou Casablanca et se retrouvent quand c'est utile. Nous écrivons les choses, faisons des réunions courtes, allons sur le terrain avec agriculteurs et livreurs, et testons notre travail sur des téléphones modestes et des réseaux instables.",
        ],
      },
      {
        heading: 'Les métiers pour lesquels nous recrutons',
        paragraphs: [
          'Technique : développement web pensé pour le hors-ligne, services back-end et intégration des paiements avec les opérateurs de mobile money.',
          'Opérations : coordinateurs de ville qui accueillent les nouveaux agriculteurs, organisent les points de retrait et planifient les tournées avec les livreurs.',
          "Support et communauté : des personnes qui répondent aux clients et aux agriculteurs dans leur langue et transforment leurs retours en améliorations. Des postes en design, traduction et qualité alimentaire s'ouvrent parfois.",
        ],
      },
      {
        heading: 'Comment postuler',
        paragraphs: [
          'Écrivez-nous avec le formulaire de notre page de contact, en choisissant le sujet « Autre chose » : quelques mots sur vous, la ville où vous vivez, le travail que vous souhaitez faire et les langues que vous parlez, avec un lien vers un travail dont vous êtes fier.',
          "Inutile d'attendre une offre : nous lisons chaque message, même quand aucun poste n'est ouvert.",
        ],
      },
      {
        heading: 'Comment se passe le recrutement',
        paragraphs: [
          'Si le profil correspond : un premier échange, un court exercice pratique tiré de situations réelles, puis un entretien avec vos futurs collègues. Nous vous disons où vous en êtes à chaque étape.',
        ],
      },
    ],
  },

  contact: {
    title: 'Nous contacter',
    description: "Une question sur une commande, une livraison ou la vente sur Malewa ? Écrivez-nous avec ce formulaire : une personne de l'équipe lit chaque message.",
    intro: "Client ou agriculteur, nous sommes heureux d'avoir de vos nouvelles : chaque message est lu par une personne de notre équipe.",
    sections: [
      {
        heading: 'Nous écrire',
        paragraphs: [
          'Le plus rapide est le formulaire ci-dessous : indiquez votre nom, comment vous joindre et ce dont vous avez besoin, et pour une commande, son numéro affiché dans votre liste de commandes.',
          "Choisissez le sujet qui convient (une commande, la livraison ou le retrait, votre compte, vendre en tant qu'agriculteur, un partenariat) pour que votre message arrive à la personne qui peut y répondre. Il n'y a pas d'adresse e-mail à laquelle écrire : ce formulaire est le moyen de nous joindre.",
        ],
      },
      {
        heading: 'Nos délais de réponse',
        paragraphs: [
          "Nous répondons par e-mail, ou par téléphone si vous donnez un numéro, dans la langue de votre message chaque fois que possible. Les messages sur une commande prévue aujourd'hui ou demain sont traités en premier.",
        ],
      },
      {
        heading: 'Autres questions',
        paragraphs: [
          "Pour une question sur vos données personnelles, ou pour nous demander de les supprimer, utilisez ce formulaire avec le sujet « Mon compte », depuis l'adresse e-mail de votre compte. Les agriculteurs qui veulent vendre peuvent postuler depuis la page « Rejoignez notre formidable liste d'agriculteurs ».",
        ],
      },
    ],
  },

  foodsafety: {
    title: 'Sécurité alimentaire',
    description: 'Comment les agriculteurs et livreurs de Malewa protègent vos aliments de la récolte à la cuisine, et comment laver et conserver fruits, légumes et œufs.',
    intro: 'Sur Malewa, les aliments voyagent peu, mais chaque étape demande du soin. Voici ce que nous demandons aux agriculteurs et aux livreurs, et ce que vous pouvez faire chez vous.',
    sections: [
      {
        heading: 'Le contrôle des agriculteurs',
        paragraphs: [
          "Avant qu'un agriculteur puisse vendre, notre équipe locale visite l'exploitation ou le rencontre, regarde comment les produits sont cultivés, lavés et emballés, et vérifie que l'eau de lavage est propre.",
        ],
      },
      {
        heading: 'Récolte et emballage',
        paragraphs: [
          'Les agriculteurs récoltent au plus près du jour de livraison, emballent dans des contenants propres de qualité alimentaire et tiennent les récoltes loin des produits chimiques, du carburant et des animaux. Chaque commande porte le nom du client et son numéro.',
        ],
      },
      {
        heading: 'La chaîne du froid',
        paragraphs: [
          "Légumes-feuilles, herbes et autres denrées fragiles restent à l'ombre, ou en glacière et au réfrigérateur quand c'est possible. Les livreurs transportent les commandes dans des sacs isothermes fermés et les livrent le jour même.",
          'Merci de retirer vos commandes le jour annoncé : des produits qui attendent longtemps au point de retrait perdent vite leur fraîcheur.',
        ],
      },
      {
        heading: 'Laver les produits chez soi',
        paragraphs: [
          "Lavez fruits et légumes à l'eau courante propre juste avant de les manger ou de les cuisiner, pas avant de les ranger. Brossez les produits fermes comme les carottes et les pommes de terre, retirez les feuilles extérieures des choux et des salades, et si l'eau du robinet n'est pas potable, utilisez de l'eau bouillie ou traitée pour tout ce qui se mange cru.",
        ],
      },
      {
        heading: 'Les œufs',
        paragraphs: [
          "Nos agriculteurs ne lavent pas les œufs, ce qui préserve leur protection naturelle. Conservez-les au frais ou au réfrigérateur, pointe vers le bas, et ne les lavez qu'au moment de les utiliser. Jetez les œufs fêlés ou sales, et pour les jeunes enfants, les personnes âgées et les femmes enceintes, cuisez-les jusqu'à ce que le jaune soit ferme.",
        ],
      },
      {
        heading: 'En cas de problème',
        paragraphs: [
          "Ne consommez pas un produit arrivé abîmé ou gâté. Prenez une photo et écrivez-nous depuis la page de contact dans les 24 heures, avec votre numéro de commande : nous examinons le problème avec l'agriculteur, qui est retiré de la place de marché après des manquements répétés.",
        ],
      },
    ],
  },

  help: {
    title: 'Aide',
    description: 'Réponses aux questions fréquentes sur Malewa : jours de marché, points de retrait, commande minimale, paiement, usage hors ligne et annulation.',
    intro: 'Des réponses rapides sur la commande, le paiement, la livraison et le retrait. Vous ne trouvez pas la vôtre ? Écrivez-nous avec le formulaire de notre page de contact.',
    sections: [
      {
        heading: 'Commander en quatre étapes',
        paragraphs: [
          'Choisissez votre ville, ajoutez des produits des agriculteurs à votre panier, choisissez la livraison ou le retrait et le jour, puis la façon de payer (espèces, ou un numéro mobile money), et passez votre commande. Suivez chaque commande dans votre liste de commandes.',
        ],
      },
      {
        heading: 'Livraison et retrait',
        paragraphs: [
          "Les agriculteurs apportent leurs produits au marché de votre ville les jours qui leur conviennent, et le marché remet tout le panier l'un de ses jours de marché. Si votre adresse se trouve dans l'une des zones de livraison du marché, votre commande peut vous être apportée ; sinon, ou si vous préférez, retirez-la dans l'un des points de retrait du marché.",
        ],
      },
      {
        heading: "Besoin d'aide supplémentaire ?",
        paragraphs: ['Utilisez le formulaire de notre page de contact. Si votre question porte sur une commande, indiquez son numéro.'],
      },
    ],
    faqs: [
      {
        question: 'Comment passer une commande ?',
        answer:
          "Parcourez les agriculteurs de votre ville, ajoutez des produits à votre panier, choisissez la livraison ou le retrait et le jour, puis confirmez. Votre commande apparaît dans votre liste avec le statut « passée » jusqu'à ce que l'agriculteur commence à la préparer.",
      },
      {
        question: 'Quand vais-je recevoir ma commande ?',
        answer:
          "Un jour de marché, dès que chaque agriculteur de votre panier a apporté ses produits. Chaque produit indique le premier jour où il peut vous parvenir, votre panier le jour où toute la commande peut arriver, et la commande propose les jours suivants, jusqu'à deux semaines à l'avance.",
      },
      {
        question: 'Quelle différence entre une zone de livraison et un point de retrait ?',
        answer:
          "Dans l'une des zones de livraison du marché, votre commande est apportée chez vous lors d'une tournée, pour les frais de livraison de la zone. Un point de retrait est un lieu fixe, comme une boutique ou un étal, où vous la retirez le jour de marché pendant ses heures d'ouverture, sans frais de livraison.",
      },
      {
        question: 'Pourquoi y a-t-il une quantité minimale ?',
        answer:
          "Certains produits se vendent seulement à la botte, au plateau ou au kilo, et chaque marché fixe un montant minimal de commande pour que la remise d'un panier en vaille la peine. Les deux s'affichent avant que vous confirmiez : la quantité minimale sur le produit, la commande minimale dans votre panier et à la commande.",
      },
      {
        question: 'Comment puis-je payer ?',
        answer:
          'En espèces à la réception ou au retrait, ou par mobile money : à la commande, vous choisissez le service (M-Pesa, MTN MoMo, Airtel Money, Orange Money, Vodafone Cash ou un autre) et le numéro depuis lequel vous paierez, et les deux sont gardés avec votre commande. Malewa ne prend aucun paiement par carte et ne demande jamais de numéro de carte.',
      },
      {
        question: 'Le paiement par mobile money est-il sûr ?',
        answer:
          "Malewa demande seulement le service mobile money et le numéro depuis lequel vous payez : jamais votre code PIN, jamais un numéro de carte. Ne donnez jamais votre code PIN à personne, même à quelqu'un qui dit travailler pour Malewa.",
      },
      {
        question: 'Puis-je utiliser Malewa sans connexion ?',
        answer:
          'Oui. Les produits consultés restent disponibles et votre panier reste sur votre téléphone. Quand la connexion revient, le panier se synchronise, les prix et les stocks sont vérifiés de nouveau, et vous pouvez confirmer votre commande.',
      },
      {
        question: 'Comment annuler une commande ?',
        answer:
          "Tant que son statut est « passée », ouvrez la commande dans votre liste et annulez-la. Une fois la préparation commencée, ce n'est plus possible dans l'application : contactez-nous et nous verrons avec l'agriculteur ce qui peut être fait.",
      },
      {
        question: "Et si un produit n'est pas disponible ?",
        answer:
          "Le stock est vérifié quand vous passez votre commande. Si un produit est épuisé ou insuffisant, la commande l'indique avant que vous confirmiez, et votre commande ne contient que ce que le marché a.",
      },
      {
        question: 'Et si un produit arrive abîmé ou gâté ?',
        answer: "Ne le consommez pas. Prenez une photo et écrivez-nous depuis la page de contact dans les 24 heures, avec votre numéro de commande : nous examinerons le problème avec l'agriculteur.",
      },
      {
        question: 'Comment changer de langue ?',
        answer: 'Utilisez le menu des langues en haut de la page. Malewa existe en français, anglais, espagnol, portugais, arabe et swahili, et retient votre choix sur cet appareil.',
      },
      {
        question: 'Je suis agriculteur. Comment vendre sur Malewa ?',
        answer:
          "Rendez-vous sur la page « Rejoignez notre formidable liste d'agriculteurs » et parlez-nous de votre ferme et de ce que vous cultivez. Notre équipe dans votre ville lit chaque candidature et vous contacte.",
      },
    ],
  },

  partnership: {
    title: 'Devenir partenaire de Malewa',
    description: 'Agriculteurs, coopératives, livreurs et ONG : travaillez avec Malewa pour apporter des produits locaux frais à plus de foyers dans les villes africaines.',
    intro:
      "Malewa existe grâce à ceux qui cultivent, transportent et défendent l'alimentation locale. Pour toucher plus de clients ou renforcer le système alimentaire de votre ville, travaillons ensemble.",
    sections: [
      {
        heading: 'Agriculteurs',
        paragraphs: [
          "Vos produits sont présentés sous le nom de votre ferme, avec votre façon de cultiver. Vous les apportez au marché de votre ville les jours qui vous conviennent, et le marché rassemble le panier de chaque client et le remet, dans un point de retrait ou lors d'une tournée de livraison.",
          "Pour commencer, rendez-vous sur la page « Rejoignez notre formidable liste d'agriculteurs » et parlez-nous de votre exploitation et de vos cultures. Notre équipe locale vous contactera pour venir vous voir.",
        ],
      },
      {
        heading: 'Coopératives',
        paragraphs: [
          'Une coopérative peut vendre sous un seul nom tandis que chaque membre fournit une partie de la récolte, et apporter ensemble les produits de ses membres au marché, les jours qui lui conviennent.',
        ],
      },
      {
        heading: 'Livreurs',
        paragraphs: ['Nous travaillons avec des livreurs indépendants et de petites sociétés de livraison qui connaissent leurs quartiers, pour les tournées du marché dans chacune de ses zones.'],
      },
      {
        heading: 'ONG et associations',
        paragraphs: [
          "Nous nous associons aux organisations qui soutiennent les petits producteurs, forment les jeunes à l'agriculture ou améliorent la nutrition en ville. Ensemble, nous pouvons former à l'hygiène et à l'emballage, ouvrir des points de retrait de quartier ou aider de nouveaux agriculteurs à vendre en ligne.",
        ],
      },
      {
        heading: 'Prendre contact',
        paragraphs: [
          "Les agriculteurs postulent depuis la page « Rejoignez notre formidable liste d'agriculteurs ». Coopératives, livreurs et organisations peuvent utiliser le formulaire de notre page de contact avec le sujet « Partenariat », en précisant leur ville.",
        ],
      },
    ],
  },

  privacy: {
    title: 'Politique de confidentialité',
    description: 'Les données personnelles que Malewa conserve et pourquoi, ce qui reste sur votre appareil, nos cookies et comment demander la suppression de vos données.',
    intro: 'Nous ne collectons que le nécessaire pour vous livrer, et ne vendons jamais vos données. Voici ce que nous conservons et les choix dont vous disposez.',
    sections: [
      {
        heading: 'Ce que nous conservons',
        paragraphs: [
          'Votre nom, votre téléphone et votre adresse e-mail, les adresses de livraison enregistrées, et vos commandes : produits achetés, agriculteur, date, mode de paiement, livraison ou retrait.',
          'Nous ne demandons jamais de numéro de carte. Pour le mobile money, nous gardons avec votre commande le service et le numéro que vous avez choisis ; nous ne demandons jamais votre code PIN.',
        ],
      },
      {
        heading: 'Pourquoi nous les utilisons',
        paragraphs: [
          "Pour prendre et livrer vos commandes, vous permettre de vous connecter, vous contacter au sujet d'une commande et répondre à vos questions. Des chiffres anonymes et agrégés nous montrent quels produits se vendent et où ouvrir des points de retrait.",
          'Les personnes du marché qui préparent et remettent votre commande voient votre nom, votre numéro de téléphone et votre adresse de livraison, pour cette commande seulement.',
        ],
      },
      {
        heading: 'Cookies',
        paragraphs: [
          "Nous utilisons quelques cookies, tous nécessaires au fonctionnement de la boutique : l'un retient votre langue, deux retiennent votre thème (couleur et style des coins), et d'autres vous gardent connecté pendant votre session. Aucun cookie publicitaire ni de pistage.",
        ],
      },
      {
        heading: 'Les données sur votre appareil',
        paragraphs: [
          'Pour fonctionner hors connexion, Malewa garde votre panier, les agriculteurs et produits consultés et vos commandes récentes dans le stockage du navigateur de votre téléphone. Vous pouvez les effacer à tout moment en supprimant les données de ce site dans les réglages du navigateur.',
        ],
      },
      {
        heading: 'Durée de conservation',
        paragraphs: [
          "Nous gardons les données de votre compte tant qu'il est ouvert. Les commandes sont conservées aussi longtemps que l'exigent les règles fiscales et comptables, puis supprimées ou anonymisées.",
        ],
      },
      {
        heading: 'Vos droits et la suppression',
        paragraphs: [
          "Vous pouvez corriger votre nom, votre numéro de téléphone et vos autres informations sur la page de votre compte. Pour consulter ou supprimer vos données personnelles, écrivez-nous avec le formulaire de notre page de contact, sujet « Mon compte », depuis l'adresse e-mail de votre compte ; nous vérifions votre identité et répondons sous 30 jours. Supprimer votre compte n'annule pas les commandes déjà en préparation.",
        ],
      },
    ],
  },

  terms: {
    title: "Conditions d'utilisation",
    description: "Les conditions d'achat sur Malewa : commandes, prix dans la devise de votre marché, stock, annulations, paiement et responsabilité.",
    intro:
      "Ces conditions s'appliquent quand vous achetez sur Malewa. Elles sont écrites pour être lues : si quelque chose n'est pas clair, posez-nous la question depuis la page de contact avant de commander.",
    sections: [
      {
        heading: 'Qui vous vend',
        paragraphs: [
          'Malewa gère la place de marché et le marché de chaque ville ; les agriculteurs cultivent les produits, présentés sous le nom de leur ferme. Ils les apportent au marché les jours qui leur conviennent, et le marché rassemble votre panier et vous le remet un jour de marché, chez vous ou dans un point de retrait.',
        ],
      },
      {
        heading: 'Commandes et prix',
        paragraphs: [
          "Les prix sont affichés dans la devise de votre boutique (rand, shilling, naira, cedi, franc rwandais ou dirham) et les éventuels frais de livraison sont indiqués à la validation. Une commande existe dès qu'elle atteint nos serveurs avec le statut « passée » : un panier enregistré hors connexion n'en est pas encore une.",
          'Si un prix ou un stock a changé pendant que vous étiez hors connexion, vous voyez le nouveau total avant de confirmer.',
        ],
      },
      {
        heading: 'Stock et quantités',
        paragraphs: [
          'Les produits de la ferme varient avec la météo et la saison. Le stock est vérifié quand vous passez commande : si un produit est épuisé, la commande vous le dit avant que vous confirmiez, et ne contient que ce qui est disponible. Les produits vendus au poids peuvent varier légèrement ; vous ne payez jamais plus que le total confirmé.',
        ],
      },
      {
        heading: 'Annulations et problèmes',
        paragraphs: [
          "Vous pouvez annuler gratuitement une commande tant que son statut est « passée ». Une fois que le marché a commencé à la préparer, elle ne peut plus être annulée dans l'application. Si des articles manquent, sont abîmés ou gâtés à l'arrivée, dites-le-nous depuis la page de contact dans les 24 heures et nous examinerons le problème avec l'agriculteur.",
        ],
      },
      {
        heading: 'Paiement',
        paragraphs: ['À la commande, vous choisissez de payer en espèces à la livraison ou au retrait, ou depuis un numéro mobile money. Pour les espèces, prévoyez si possible le montant exact.'],
      },
      {
        heading: 'Responsabilité et esprit de ces conditions',
        paragraphs: [
          'Nous vérifions les agriculteurs et veillons à ce que chaque commande soit juste, mais nous ne répondons pas des retards dus à des événements indépendants de notre volonté, comme des intempéries ou des routes coupées ; notre responsabilité pour une commande est limitée à sa valeur. Rien ici ne limite vos droits de consommateur dans votre pays.',
          "Ces conditions reposent sur l'équité et la bonne foi entre clients, agriculteurs et Malewa : quand quelque chose ne va pas, nous cherchons d'abord une solution juste. La version applicable est celle publiée ici au moment de votre commande.",
        ],
      },
    ],
  },
}
