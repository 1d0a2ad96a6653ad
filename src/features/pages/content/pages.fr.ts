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
          "Malewa raccourcit ce circuit. Les agriculteurs proposent ce qu'ils récoltent, fixent eux-mêmes leurs prix et leurs jours de livraison, et vendent directement à ceux qui cuisinent.",
        ],
      },
      {
        heading: 'Comment ça marche',
        paragraphs: [
          "Vous choisissez parmi les agriculteurs proches et remplissez votre panier. L'agriculteur cueille et prépare votre commande pour son prochain jour de livraison. Vous la retirez dans un point de retrait, ou la faites livrer si vous habitez dans l'une de ses zones de livraison, et payez par mobile money ou en espèces à la livraison.",
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
          'Écrivez à careers@malewa.example : qui vous êtes, votre ville, le travail que vous souhaitez faire et les langues que vous parlez. Joignez un CV ou un lien vers un travail dont vous êtes fier.',
          "Inutile d'attendre une offre : nous lisons chaque message et répondons à chacun, même quand aucun poste n'est ouvert.",
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
    description: 'Une question sur une commande, une livraison ou la vente sur Malewa ? Utilisez le formulaire ci-dessous ou support@malewa.example. Réponse sous un jour ouvré.',
    intro: "Client ou agriculteur, nous sommes heureux d'avoir de vos nouvelles : chaque message est lu par une personne de notre équipe.",
    sections: [
      {
        heading: 'Nous écrire',
        paragraphs: [
          'Le plus rapide est le formulaire ci-dessous : indiquez votre nom, comment vous joindre et ce dont vous avez besoin, et pour une commande, son numéro affiché dans votre liste de commandes.',
          "Vous pouvez aussi écrire à support@malewa.example depuis n'importe quelle adresse e-mail.",
        ],
      },
      {
        heading: 'Nos délais de réponse',
        paragraphs: [
          "Nous répondons sous un jour ouvré, dans la langue de votre message chaque fois que possible. Les messages concernant une commande prévue aujourd'hui ou demain sont traités en priorité.",
        ],
      },
      {
        heading: 'Autres adresses',
        paragraphs: [
          "Pour vos données personnelles ou leur suppression : privacy@malewa.example. Pour rejoindre l'équipe : careers@malewa.example. Les agriculteurs qui veulent vendre s'inscrivent depuis la page « Rejoignez notre formidable liste d'agriculteurs ».",
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
          "Ne consommez pas un produit arrivé abîmé ou gâté. Prenez une photo et contactez-nous sous 24 heures : nous le remboursons ou le remplaçons et faisons le point avec l'agriculteur, qui est retiré de la place de marché en cas de manquements répétés.",
        ],
      },
    ],
  },

  help: {
    title: 'Aide',
    description: 'Réponses aux questions fréquentes sur Malewa : jours de livraison, points de retrait, quantités minimales, mobile money, hors-ligne, annulation.',
    intro: 'Des réponses rapides sur la commande, le paiement, la livraison et le retrait. Vous ne trouvez pas la vôtre ? Écrivez à support@malewa.example : nous répondons sous un jour ouvré.',
    sections: [
      {
        heading: 'Commander en quatre étapes',
        paragraphs: [
          'Choisissez votre ville, remplissez votre panier, optez pour la livraison ou le retrait et le jour, puis confirmez et payez par mobile money ou en espèces à la livraison. Suivez chaque commande dans votre liste de commandes.',
        ],
      },
      {
        heading: 'Livraison et retrait',
        paragraphs: [
          "Chaque agriculteur fixe ses jours de livraison et les zones qu'il dessert. Si votre adresse est dans l'une d'elles, vous pouvez être livré ; sinon, ou si vous préférez, retirez votre commande dans l'un de ses points de retrait.",
        ],
      },
      {
        heading: "Besoin d'aide supplémentaire ?",
        paragraphs: ['Utilisez le formulaire de notre page de contact ou écrivez à support@malewa.example. Si votre question porte sur une commande, indiquez son numéro.'],
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
          "Au prochain jour de livraison de l'agriculteur. Chaque agriculteur affiche ses jours de livraison et l'heure limite pour commander ; après cette heure, la commande passe au jour de livraison suivant.",
      },
      {
        question: 'Quelle différence entre une zone de livraison et un point de retrait ?',
        answer:
          "Dans une zone de livraison, l'agriculteur ou un livreur apporte votre commande à votre porte. Un point de retrait est un lieu fixe, comme une boutique ou un étal de marché, où vous la récupérez le jour de livraison ; c'est souvent moins cher et possible hors des zones de livraison.",
      },
      {
        question: 'Pourquoi y a-t-il une quantité minimale ?',
        answer:
          'Certains produits se vendent uniquement à la botte, au plateau ou au kilo, et certains agriculteurs fixent un montant minimum pour livrer, afin que le trajet en vaille la peine. Le minimum est indiqué sur le produit et à la validation, avant de confirmer.',
      },
      {
        question: 'Comment puis-je payer ?',
        answer:
          'Par mobile money (M-Pesa, MTN MoMo ou Airtel Money, selon ce qui existe dans votre ville) ou en espèces quand vous recevez ou retirez votre commande. Nous ne demandons ni ne conservons jamais de numéro de carte.',
      },
      {
        question: 'Le paiement par mobile money est-il sûr ?',
        answer:
          "Oui. Vous validez le paiement sur votre téléphone avec votre code PIN, et l'opérateur nous envoie seulement une confirmation. Malewa ne voit jamais ce code : ne le donnez à personne, même à quelqu'un qui se dit de Malewa.",
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
          "Les récoltes varient. S'il manque quelque chose, l'agriculteur peut proposer un produit similaire au même prix ou moins cher, ou le retirer. Vous ne payez que ce que vous recevez ; le mobile money versé pour un article manquant est remboursé.",
      },
      {
        question: 'Et si un produit arrive abîmé ou gâté ?',
        answer: "Ne le consommez pas. Prenez une photo et contactez-nous sous 24 heures avec le numéro de commande : nous rembourserons ou remplacerons l'article.",
      },
      {
        question: 'Comment changer de langue ?',
        answer: 'Utilisez le menu des langues en haut de la page. Malewa existe en français, anglais, espagnol, portugais, arabe et swahili, et retient votre choix sur cet appareil.',
      },
      {
        question: 'Je suis agriculteur. Comment vendre sur Malewa ?',
        answer:
          "Rendez-vous sur la page « Rejoignez notre formidable liste d'agriculteurs » et présentez votre exploitation. Notre équipe dans votre ville vous contactera, viendra vous voir et vous aidera à définir vos produits, vos prix et vos jours de livraison.",
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
          'Vous fixez vos prix, vos quantités minimales, vos jours de livraison et les zones que vous desservez. Nous vous amenons des clients, gérons les commandes et les paiements, et vous payons ce que vous vendez.',
          "Pour commencer, rendez-vous sur la page « Rejoignez notre formidable liste d'agriculteurs » et parlez-nous de votre exploitation et de vos cultures. Notre équipe locale vous contactera pour venir vous voir.",
        ],
      },
      {
        heading: 'Coopératives',
        paragraphs: [
          'Une coopérative peut vendre sous un seul nom, chaque membre fournissant une partie de la récolte. Nous aidons à regrouper les commandes, à partager des points de retrait et à savoir qui a fourni quoi, pour que chaque membre soit payé équitablement.',
        ],
      },
      {
        heading: 'Livreurs',
        paragraphs: [
          'Nous travaillons avec des livreurs indépendants et de petites sociétés de livraison qui connaissent leurs quartiers. Ils reçoivent des tournées organisées selon les jours de livraison des agriculteurs, des sacs isothermes et un paiement par livraison en mobile money.',
        ],
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
          "Les agriculteurs s'inscrivent via la page « Rejoignez notre formidable liste d'agriculteurs ». Coopératives, livreurs et organisations peuvent utiliser le formulaire de notre page de contact ou écrire à support@malewa.example avec « Partenariat » et leur ville en objet.",
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
          "Nous ne conservons jamais de numéro de carte. Pour le mobile money, c'est l'opérateur qui traite le paiement ; nous gardons seulement la référence de la transaction et le montant.",
        ],
      },
      {
        heading: 'Pourquoi nous les utilisons',
        paragraphs: [
          "Pour prendre et livrer vos commandes, vous permettre de vous connecter, vous contacter au sujet d'une commande et répondre à vos questions. Des chiffres anonymes et agrégés nous montrent quels produits se vendent et où ouvrir des points de retrait.",
          "L'agriculteur et le livreur qui traitent votre commande voient votre nom, votre téléphone et votre adresse de livraison, pour cette commande uniquement.",
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
          "Vous pouvez demander à consulter, corriger ou supprimer vos données. Écrivez à privacy@malewa.example depuis l'adresse e-mail ou avec le numéro de téléphone de votre compte ; après vérification de votre identité, nous répondons sous 30 jours. Supprimer le compte n'annule pas les commandes déjà en préparation.",
        ],
      },
    ],
  },

  terms: {
    title: "Conditions d'utilisation",
    description: "Les conditions d'achat sur Malewa : commandes, prix dans la devise de votre boutique, remplacements, annulations, paiement et responsabilité.",
    intro: "Ces conditions s'appliquent à vos achats sur Malewa. Elles sont faites pour être lues : en cas de doute, écrivez à support@malewa.example avant de commander.",
    sections: [
      {
        heading: 'Qui vous vend',
        paragraphs: [
          "Malewa gère la place de marché ; les agriculteurs vendent les produits. Quand vous commandez, vous achetez à l'agriculteur, et Malewa prend la commande, encaisse le paiement pour son compte et coordonne la livraison ou le retrait.",
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
        heading: 'Remplacements et quantités',
        paragraphs: [
          "Les produits de la ferme varient avec la météo et la saison. S'il manque un produit, l'agriculteur peut le remplacer par un produit similaire de prix égal ou inférieur, ou le retirer. Les produits vendus au poids peuvent légèrement varier ; vous payez ce que vous recevez, jamais plus que le total confirmé.",
        ],
      },
      {
        heading: 'Annulations et remboursements',
        paragraphs: [
          "Vous pouvez annuler gratuitement une commande tant que son statut est « passée ». Une fois sa préparation commencée, elle ne peut être annulée qu'avec l'accord de l'agriculteur. Les articles manquants, abîmés ou gâtés à l'arrivée sont remboursés ou remplacés si vous nous prévenez sous 24 heures ; les remboursements mobile money reviennent au numéro qui a payé.",
        ],
      },
      {
        heading: 'Paiement',
        paragraphs: [
          "Vous payez par mobile money, ou en espèces à la livraison ou au retrait ; pour les espèces, prévoyez si possible l'appoint. Si des commandes sont refusées ou non retirées à plusieurs reprises sans raison, nous pourrons demander un paiement d'avance pour les suivantes.",
        ],
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
