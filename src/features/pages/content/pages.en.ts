import type { PagesContent } from '../page-content'

export const pages: PagesContent = {
  about: {
    title: 'About Malewa',
    description: 'Malewa connects shoppers in African cities with the farmers who grow their food: fresh produce, delivery or pickup, mobile money or cash.',
    intro:
      'Malewa is a local-food marketplace. We help shoppers in Johannesburg, Nairobi, Lagos, Accra, Kigali and Casablanca buy vegetables, fruit, eggs and honey directly from the farmers who grow them nearby.',
    sections: [
      {
        heading: 'Why we exist',
        paragraphs: [
          'Much of the food grown around our cities passes through several middlemen before it reaches a kitchen. By then it is older and dearer, and the farmer has earned little from it.',
          'Malewa shortens that chain. Each product is listed under the name of the farm that grows it, with how it is grown, and goes from that farm to the people who cook it through one market in their city.',
        ],
      },
      {
        heading: 'How it works',
        paragraphs: [
          "You choose your city's market, browse its farmers and fill your basket. Farmers bring their produce to the market on their own days, and the market hands your whole basket over on one of its market days: at a pickup point, or at your door if your address is in one of its delivery zones. At checkout you choose to pay in cash when you receive or collect it, or from a mobile money number.",
        ],
      },
      {
        heading: 'Built for real conditions',
        paragraphs: [
          'Connections drop and data is expensive, so Malewa works offline: your cart stays on your phone and syncs when the network returns. The store is light enough for modest phones and speaks English, French, Spanish, Portuguese, Arabic and Swahili.',
        ],
      },
      {
        heading: 'What we offer today',
        paragraphs: ['Today Malewa is a farm marketplace: fresh produce from local farmers. We keep it focused so that every order arrives fresh, on the day promised.'],
      },
    ],
  },

  career: {
    title: 'Careers at Malewa',
    description: 'Join a small, remote-friendly team building a local-food marketplace for African cities. The roles we hire for and how to apply.',
    intro:
      'We are a small team spread across several African cities, making it easy for farmers to sell and for families to eat well. We hire carefully and always like to hear from people who care about the same things.',
    sections: [
      {
        heading: 'How we work',
        paragraphs: [
          'Most of us work remotely from Johannesburg, Nairobi, Lagos, Accra, Kigali or Casablanca and meet in person when it matters. We write things down, keep meetings short, spend time in the field with farmers and riders, and test our work on modest phones and patchy networks.',
        ],
      },
      {
        heading: 'The kinds of roles we hire for',
        paragraphs: [
          'Engineering: offline-first web development, back-end services and payment integration with mobile money providers.',
          'Operations: city coordinators who welcome new farmers, organise pickup points and plan rounds with delivery riders.',
          'Support and community: people who answer shoppers and farmers in their language and turn feedback into improvements. Design, translation and food-quality roles open now and then.',
        ],
      },
      {
        heading: 'How to apply',
        paragraphs: [
          'Write to us with the form on our contact page, choosing “Something else” as the topic: a short note about yourself, the city you live in, the work you want to do and the languages you speak, with a link to work you are proud of.',
          'There is no need to wait for an opening: we read every message, even when no position is open.',
        ],
      },
      {
        heading: 'What to expect',
        paragraphs: [
          'If there is a fit, we start with a conversation, then a short practical exercise drawn from real work, and a final talk with your future teammates. We tell you where you stand at every step.',
        ],
      },
    ],
  },

  contact: {
    title: 'Contact us',
    description: 'A question about an order, a delivery or selling on Malewa? Write to us with the form on this page: a person from our team reads every message.',
    intro: 'Shopper or farmer, we are glad to hear from you, and a person from our team reads every message.',
    sections: [
      {
        heading: 'Write to us',
        paragraphs: [
          'The quickest way to reach us is the form below. Tell us your name, how to reach you and what you need. If it is about an order, include the order number shown in your list of orders.',
          'Choose the topic that fits (an order, delivery or pickup, your account, selling as a farmer, a partnership) so that your message reaches the person who can answer it. There is no e-mail address to write to: this form is the way to reach us.',
        ],
      },
      {
        heading: 'When we reply',
        paragraphs: ['We answer by e-mail, or by phone if you give a number, in the language you wrote in whenever we can. Messages about an order due today or tomorrow are handled first.'],
      },
      {
        heading: 'Other questions',
        paragraphs: [
          'For questions about your personal data, or to ask us to delete it, use this form with the topic “My account”, from the e-mail address of your account. Farmers who want to sell can apply from the “Join our Amazing List of Farmers” page.',
        ],
      },
    ],
  },

  foodsafety: {
    title: 'Food safety',
    description: 'How Malewa farmers and riders keep your food safe from harvest to kitchen, and simple ways to wash and store produce and eggs at home.',
    intro: 'Food bought on Malewa travels a short distance, but it still needs care at every step. Here is what we ask of farmers and riders, and what you can do at home.',
    sections: [
      {
        heading: 'Farmer checks',
        paragraphs: [
          'Before a farmer can sell, our city team visits the farm or meets the farmer, looks at how produce is grown, washed and packed, and makes sure the water used for washing is clean.',
        ],
      },
      {
        heading: 'Harvest and packing',
        paragraphs: [
          "Farmers harvest as close to the delivery day as they can, pack in clean food-grade containers and keep produce away from chemicals, fuel and animals. Each order is labelled with the shopper's name and order number.",
        ],
      },
      {
        heading: 'Keeping it cool',
        paragraphs: [
          'Leafy greens, herbs and other perishables stay in the shade, or in cool boxes and fridges where available. Riders carry orders in closed, insulated bags and deliver them the same day.',
          'Please collect pickup orders on the day announced: food left waiting at a pickup point does not stay fresh for long.',
        ],
      },
      {
        heading: 'Washing produce at home',
        paragraphs: [
          'Wash fruit and vegetables under clean running water just before you eat or cook them, not before storing them. Scrub firm produce such as carrots and potatoes, remove the outer leaves of cabbage and lettuce, and use boiled or treated water for anything eaten raw if your tap water is not safe to drink.',
        ],
      },
      {
        heading: 'Eggs',
        paragraphs: [
          'Our farmers do not wash eggs, which keeps their natural protective layer. Store them in a cool place or in the fridge, pointed end down, and wash them only just before use. Throw away cracked or dirty eggs, and cook eggs until the yolk is firm for young children, older people and pregnant women.',
        ],
      },
      {
        heading: 'If something is wrong',
        paragraphs: [
          'Do not eat produce that arrives damaged or spoiled. Take a photo and write to us through the contact page within 24 hours, with your order number: we look into it with the farmer, who is removed from the marketplace after repeated failures.',
        ],
      },
    ],
  },

  help: {
    title: 'Help',
    description: 'Answers to common questions about Malewa: market days, pickup points, minimum orders, paying, offline use and cancelling an order.',
    intro: "Quick answers about ordering, paying, delivery and pickup. Can't find yours? Write to us with the form on our contact page.",
    sections: [
      {
        heading: 'Ordering in four steps',
        paragraphs: [
          "Choose your city, add farmers' produce to your basket, pick delivery or pickup and the day, choose how you will pay (cash, or a mobile money number), then place your order. Follow each order in your list of orders.",
        ],
      },
      {
        heading: 'Delivery and pickup',
        paragraphs: [
          "Farmers bring their produce to your city's market on their own days, and the market hands over the whole basket on one of its market days. If your address is in one of the market's delivery zones, your order can be brought to you; otherwise, or if you prefer, collect it at one of the market's pickup points.",
        ],
      },
      {
        heading: 'Still need help?',
        paragraphs: ['Use the form on our contact page. If your question is about an order, include its order number.'],
      },
    ],
    faqs: [
      {
        question: 'How do I place an order?',
        answer:
          'Browse the farmers in your city, add products to your basket, choose delivery or pickup and the day, then confirm. Your order appears in your list of orders with the status “placed” until the farmer starts preparing it.',
      },
      {
        question: 'When will my order arrive?',
        answer:
          'On a market day, once every farmer of your basket has brought their produce in. Each product shows the first day it can reach you, your basket shows the day the whole order can come, and checkout offers the days from then on, up to two weeks ahead.',
      },
      {
        question: 'What is the difference between a delivery zone and a pickup point?',
        answer:
          "In one of the market's delivery zones, your order is brought to your door in a delivery round, for the zone's delivery fee. A pickup point is a fixed place, such as a shop or a market stall, where you collect it on the market day during its opening hours, with no delivery fee.",
      },
      {
        question: 'Why is there a minimum quantity?',
        answer:
          'Some products are sold only by the bunch, tray or kilo, and each market has a minimum order value so that handing a basket over is worth it. Both are shown before you confirm: the minimum quantity on the product, the minimum order in your basket and at checkout.',
      },
      {
        question: 'How can I pay?',
        answer:
          'In cash when you receive or collect your order, or by mobile money: at checkout you choose the service (M-Pesa, MTN MoMo, Airtel Money, Orange Money, Vodafone Cash or another) and the number you will pay from, and both are kept with your order. Malewa takes no card payments and never asks for a card number.',
      },
      {
        question: 'Is paying by mobile money safe?',
        answer:
          'Malewa asks only for the mobile money service and the number you pay from: never your PIN, never a card number. Never share your PIN with anyone, even someone who says they work for Malewa.',
      },
      {
        question: 'Can I use Malewa without a connection?',
        answer:
          'Yes. Products you have viewed stay available and your cart stays on your phone. When the connection returns, the cart syncs, prices and stock are checked again, and you can confirm your order.',
      },
      {
        question: 'How do I cancel an order?',
        answer:
          'While its status is still “placed”, open the order in your list of orders and cancel it. Once the farmer has started preparing it, you can no longer cancel it in the app: contact us and we will see what can be done with the farmer.',
      },
      {
        question: 'What if a product is not available?',
        answer: 'Stock is checked when you place your order. If something has sold out or runs short, checkout names it before you confirm, and your order holds only what the market has.',
      },
      {
        question: 'What if something arrives damaged or spoiled?',
        answer: 'Do not eat it. Take a photo and write to us through the contact page within 24 hours, with your order number, and we will look into it with the farmer.',
      },
      {
        question: 'How do I change the language?',
        answer: 'Use the language menu at the top of the page. Malewa is available in English, French, Spanish, Portuguese, Arabic and Swahili, and remembers your choice on this device.',
      },
      {
        question: 'I am a farmer. How can I sell on Malewa?',
        answer: 'Go to the “Join our Amazing List of Farmers” page and tell us about your farm and what you grow. Our team in your city reads every application and contacts you.',
      },
    ],
  },

  partnership: {
    title: 'Partner with Malewa',
    description: 'Farmers, cooperatives, delivery riders and NGOs: work with Malewa to bring fresh local food to more homes in African cities.',
    intro: 'Malewa works because of the people who grow, carry and champion local food. If you want to reach more shoppers or strengthen the food system of your city, let us work together.',
    sections: [
      {
        heading: 'Farmers',
        paragraphs: [
          "Your produce is listed under your farm's name, with how you grow it. You bring it to your city's market on your own days, and the market gathers each shopper's basket and hands it over, at a pickup point or in a delivery round.",
          'To start, go to the “Join our Amazing List of Farmers” page and tell us about your farm and what you grow. Our city team will get in touch to visit you.',
        ],
      },
      {
        heading: 'Cooperatives',
        paragraphs: ["A cooperative can sell under one name while each member supplies part of the harvest, and bring its members' produce to the market together on its own days."],
      },
      {
        heading: 'Delivery riders',
        paragraphs: ["We work with independent riders and small delivery companies who know their neighbourhoods, for the market's delivery rounds in each of its zones."],
      },
      {
        heading: 'NGOs and community groups',
        paragraphs: [
          'We partner with organisations that support smallholder farmers, train young people in agriculture or improve nutrition in cities. Together we can run food-safety and packing training, open community pickup points or help new farmers sell online.',
        ],
      },
      {
        heading: 'Getting in touch',
        paragraphs: [
          'Farmers apply through the “Join our Amazing List of Farmers” page. Cooperatives, riders and organisations can use the form on our contact page with the topic “Partnership”, naming their city.',
        ],
      },
    ],
  },

  privacy: {
    title: 'Privacy policy',
    description: 'What personal data Malewa keeps and why, what stays on your device, which cookies we use and how to ask us to delete your data.',
    intro: 'We collect only what we need to bring your order to you, and we never sell your data. This page explains what we keep and the choices you have.',
    sections: [
      {
        heading: 'What we keep',
        paragraphs: [
          'Your name, phone number and e-mail address, the delivery addresses you save, and your orders: what you bought, from which farmer, when, how you paid and whether you chose delivery or pickup.',
          'We never ask for a card number. For mobile money, we keep the service and the number you chose with your order; we never ask for your PIN.',
        ],
      },
      {
        heading: 'Why we use it',
        paragraphs: [
          'To take and deliver your orders, let you sign in, contact you about an order and answer your questions. Anonymous, aggregated figures help us see which products sell and where to open pickup points.',
          'The people of the market who prepare and hand over your order see your name, phone number and delivery address, for that order only.',
        ],
      },
      {
        heading: 'Cookies',
        paragraphs: [
          'We use a few cookies, all needed for the store to work: one remembers your language, two remember your theme (colour and corner style), and others keep you signed in during your session. We use no advertising or tracking cookies.',
        ],
      },
      {
        heading: 'Data on your device',
        paragraphs: [
          "To work offline, Malewa keeps your cart, the farmers and products you have viewed and your recent orders in your browser's storage on your phone. You can remove them at any time by clearing this site's data in your browser settings.",
        ],
      },
      {
        heading: 'How long we keep it',
        paragraphs: ['We keep your account data while your account is open. Order records are kept as long as tax and accounting rules require, then deleted or anonymised.'],
      },
      {
        heading: 'Your rights and deletion',
        paragraphs: [
          'You can correct your name, phone number and other details on your account page. To see or delete your personal data, write to us with the form on our contact page, topic “My account”, from the e-mail address of your account; we confirm your identity and reply within 30 days. Deleting your account does not cancel orders already being prepared.',
        ],
      },
    ],
  },

  terms: {
    title: 'Terms of use',
    description: "The terms for buying on Malewa: orders, prices in your store's currency, stock, cancellations, payment and responsibility.",
    intro: 'These terms apply when you shop on Malewa. They are written to be read: if anything is unclear, ask us through the contact page before you order.',
    sections: [
      {
        heading: 'Who sells to you',
        paragraphs: [
          "Malewa runs the marketplace and each city's market; the farmers grow the produce, listed under their farm's name. Farmers bring it to the market on their own days, and the market gathers your basket and hands it over on a market day, at your door or at a pickup point.",
        ],
      },
      {
        heading: 'Orders and prices',
        paragraphs: [
          'Prices are shown in the currency of the store you shop in (rand, shilling, naira, cedi, Rwandan franc or dirham) and any delivery fee is shown at checkout. Your order exists once it reaches our servers and shows as “placed”: a cart saved offline is not yet an order.',
          'If a price or the stock changed while you were offline, we show you the new total before you confirm.',
        ],
      },
      {
        heading: 'Stock and quantities',
        paragraphs: [
          'Farm produce varies with the weather and the season. Stock is checked when you place your order: if something has sold out, checkout tells you before you confirm, and the order holds only what is there. Products sold by weight may vary slightly; you never pay more than the total you confirmed.',
        ],
      },
      {
        heading: 'Cancellations and problems',
        paragraphs: [
          'You can cancel an order free of charge while its status is “placed”. Once the market has started preparing it, it can no longer be cancelled in the app. If items are missing, damaged or spoiled on arrival, tell us through the contact page within 24 hours and we will look into it with the farmer.',
        ],
      },
      {
        heading: 'Payment',
        paragraphs: ['At checkout you choose to pay in cash on delivery or at pickup, or from a mobile money number. For cash, please have the exact amount where you can.'],
      },
      {
        heading: 'Responsibility and the spirit of these terms',
        paragraphs: [
          "We check farmers and work to get every order right, but we are not responsible for delays caused by events beyond our control, such as storms or closed roads; our liability for an order is limited to its value. Nothing here limits your rights under your country's consumer law.",
          'These terms are guided by fairness and good faith between shoppers, farmers and Malewa: when something goes wrong, we look for a fair solution first. The version that applies is the one published here when you order.',
        ],
      },
    ],
  },
}
