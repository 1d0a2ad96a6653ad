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
          'Malewa shortens that chain. Farmers list what they harvest, set their own prices and delivery days, and sell straight to the people who cook it.',
        ],
      },
      {
        heading: 'How it works',
        paragraphs: [
          "You browse the farmers near you and fill your basket. The farmer picks and packs your order for their next delivery day. You collect it at a pickup point, or have it brought to your door if you live in one of the farmer's delivery zones, and pay by mobile money or cash on delivery.",
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
          'Send an e-mail to careers@malewa.example with a short note about yourself, the city you live in, the work you want to do and the languages you speak. Attach a CV or a link to work you are proud of.',
          'There is no need to wait for an opening: we read every message and answer each one, even when no position is open.',
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
    description: 'A question about an order, a delivery or selling on Malewa? Use the form below or write to support@malewa.example. We reply within one working day.',
    intro: 'Shopper or farmer, we are glad to hear from you, and a person from our team reads every message.',
    sections: [
      {
        heading: 'Write to us',
        paragraphs: [
          'The quickest way to reach us is the form below. Tell us your name, how to reach you and what you need. If it is about an order, include the order number shown in your list of orders.',
          'You can also write to support@malewa.example from any e-mail address.',
        ],
      },
      {
        heading: 'When we reply',
        paragraphs: ['We answer within one working day, in the language you wrote in whenever we can. Messages about an order due today or tomorrow are handled first.'],
      },
      {
        heading: 'Other addresses',
        paragraphs: [
          'For questions about your personal data, or to ask us to delete it, write to privacy@malewa.example. To join our team, write to careers@malewa.example. Farmers who want to sell can apply from the “Join our Amazing List of Farmers” page.',
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
          'Do not eat produce that arrives damaged or spoiled. Take a photo and contact us within 24 hours: we refund or replace it and follow up with the farmer, who is removed from the marketplace after repeated failures.',
        ],
      },
    ],
  },

  help: {
    title: 'Help',
    description: 'Answers to common questions about Malewa: delivery days, pickup points, minimum quantities, mobile money, offline use and cancelling an order.',
    intro: "Quick answers about ordering, paying, delivery and pickup. Can't find yours? Write to support@malewa.example: we reply within one working day.",
    sections: [
      {
        heading: 'Ordering in four steps',
        paragraphs: [
          "Choose your city, add farmers' products to your basket, pick delivery or pickup and the day, then confirm and pay by mobile money or cash on delivery. Follow each order in your list of orders.",
        ],
      },
      {
        heading: 'Delivery and pickup',
        paragraphs: [
          'Each farmer sets their own delivery days and the delivery zones they cover. If your address is in one of those zones, your order can be brought to you; otherwise, or if you prefer, collect it at one of the pickup points listed for that farmer.',
        ],
      },
      {
        heading: 'Still need help?',
        paragraphs: ['Use the form on our contact page or write to support@malewa.example. If your question is about an order, include its order number.'],
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
          "On the farmer's next delivery day. Each farmer shows their delivery days and the time by which you must order to make it; orders made after that time go to the following delivery day.",
      },
      {
        question: 'What is the difference between a delivery zone and a pickup point?',
        answer:
          'In a delivery zone, the farmer or a rider brings your order to your door. A pickup point is a fixed place, such as a shop or a market stall, where you collect it on the delivery day; it is often cheaper and works outside delivery zones too.',
      },
      {
        question: 'Why is there a minimum quantity?',
        answer:
          'Some products are sold only by the bunch, tray or kilo, and some farmers set a minimum order value for delivery so that the trip is worth making. The minimum is shown on the product and at checkout, before you confirm.',
      },
      {
        question: 'How can I pay?',
        answer:
          'By mobile money (M-Pesa, MTN MoMo or Airtel Money, depending on what is available in your city) or in cash when you receive or collect your order. We never ask for or store card numbers.',
      },
      {
        question: 'Is paying by mobile money safe?',
        answer:
          'Yes. You approve the payment on your own phone with your PIN, and the provider sends us only a confirmation. Malewa never sees your PIN: never share it with anyone, even someone who says they work for Malewa.',
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
        answer:
          'Harvests vary. If the farmer is short of something, they may offer a similar product at the same or a lower price, or leave it out. You pay only for what you receive, and mobile money paid for missing items is refunded.',
      },
      {
        question: 'What if something arrives damaged or spoiled?',
        answer: 'Do not eat it. Take a photo and contact us within 24 hours with your order number, and we will refund or replace the item.',
      },
      {
        question: 'How do I change the language?',
        answer: 'Use the language menu at the top of the page. Malewa is available in English, French, Spanish, Portuguese, Arabic and Swahili, and remembers your choice on this device.',
      },
      {
        question: 'I am a farmer. How can I sell on Malewa?',
        answer:
          'Go to the “Join our Amazing List of Farmers” page and tell us about your farm. Our team in your city will contact you, visit you and help you set up your products, prices and delivery days.',
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
          'You set your prices, your minimum quantities, your delivery days and the zones you deliver to. We bring you shoppers, handle orders and payments, and pay you for what you sell.',
          'To start, go to the “Join our Amazing List of Farmers” page and tell us about your farm and what you grow. Our city team will get in touch to visit you.',
        ],
      },
      {
        heading: 'Cooperatives',
        paragraphs: [
          'A cooperative can sell under one name while each member supplies part of the harvest. We help you combine orders, share pickup points and keep track of who supplied what, so that every member is paid fairly.',
        ],
      },
      {
        heading: 'Delivery riders',
        paragraphs: [
          "We work with independent riders and small delivery companies who know their neighbourhoods. Riders get rounds planned around the farmers' delivery days, insulated bags and payment per delivery by mobile money.",
        ],
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
          'Farmers apply through the “Join our Amazing List of Farmers” page. Cooperatives, riders and organisations can use the form on our contact page or write to support@malewa.example with “Partnership” in the subject, naming their city.',
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
          'We never store card numbers. For mobile money, the provider handles the payment; we keep only the transaction reference and the amount.',
        ],
      },
      {
        heading: 'Why we use it',
        paragraphs: [
          'To take and deliver your orders, let you sign in, contact you about an order and answer your questions. Anonymous, aggregated figures help us see which products sell and where to open pickup points.',
          'The farmer and the rider handling your order see your name, phone number and delivery address, for that order only.',
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
          'You can ask to see, correct or delete your personal data. Write to privacy@malewa.example from the e-mail address or with the phone number on your account; we confirm your identity and reply within 30 days. Deleting your account does not cancel orders already being prepared.',
        ],
      },
    ],
  },

  terms: {
    title: 'Terms of use',
    description: "The terms for buying on Malewa: orders, prices in your store's currency, substitutions, cancellations, payment and responsibility.",
    intro: 'These terms apply when you shop on Malewa. They are written to be read: if anything is unclear, ask us at support@malewa.example before you order.',
    sections: [
      {
        heading: 'Who sells to you',
        paragraphs: [
          "Malewa runs the marketplace; the farmers sell the produce. When you order, you buy from the farmer, and Malewa takes the order, collects payment on the farmer's behalf and coordinates delivery or pickup.",
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
        heading: 'Substitutions and quantities',
        paragraphs: [
          'Farm produce varies with the weather and the season. If a product is short, the farmer may replace it with a similar one of equal or lower price, or leave it out. Products sold by weight may vary slightly; you pay for what you receive, never more than the total you confirmed.',
        ],
      },
      {
        heading: 'Cancellations and refunds',
        paragraphs: [
          "You can cancel an order free of charge while its status is “placed”. Once the farmer has started preparing it, it can be cancelled only with the farmer's agreement. Items missing, damaged or spoiled on arrival are refunded or replaced if you tell us within 24 hours; mobile money refunds go back to the number that paid.",
        ],
      },
      {
        heading: 'Payment',
        paragraphs: [
          'You pay by mobile money, or in cash on delivery or at pickup; for cash, please have the exact amount where you can. If orders are repeatedly refused or left uncollected without reason, we may ask for payment in advance on future orders.',
        ],
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
