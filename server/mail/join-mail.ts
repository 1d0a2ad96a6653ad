/**
 * The e-mails of a farmer's application (server/catalog/join.routes.ts) in the six languages of
 * the storefront: the code that confirms an application, and the notice sent instead when an
 * application from that address was already confirmed (the form answers both alike, so that it
 * tells no one but the address's owner that it applied). Rendered like the account e-mails.
 */
import type { Lang } from '../seed/seed-types'
import { render, type RenderedMail, type Words } from './auth-mail'

const CODE: Record<Lang, (v: { code: string; hours: number }) => Words> = {
  en: ({ code, hours }) => ({
    subject: 'Confirm your application to sell on Malewa',
    greeting: (name) => `Hello ${name},`,
    body: [
      `Your confirmation code is: ${code}`,
      'Type it on the page where you sent your application (the “Join” page):',
      `The code is valid for ${hours} hours. The market team sees your application once it is confirmed. If you did not apply to sell on Malewa, ignore this e-mail: nothing is sent to the team.`,
    ],
    closing: 'The Malewa team',
  }),
  fr: ({ code, hours }) => ({
    subject: 'Confirmez votre candidature pour vendre sur Malewa',
    greeting: (name) => `Bonjour ${name},`,
    body: [
      `Votre code de confirmation : ${code}`,
      'Saisissez-le sur la page où vous avez envoyé votre candidature (la page « Rejoindre ») :',
      `Le code est valable ${hours} heures. L’équipe du marché voit votre candidature une fois confirmée. Si vous n’avez pas demandé à vendre sur Malewa, ignorez cet e-mail : rien n’est transmis à l’équipe.`,
    ],
    closing: 'L’équipe Malewa',
  }),
  es: ({ code, hours }) => ({
    subject: 'Confirma tu solicitud para vender en Malewa',
    greeting: (name) => `Hola, ${name}:`,
    body: [
      `Tu código de confirmación es: ${code}`,
      'Escríbelo en la página desde la que enviaste tu solicitud (la página «Únete»):',
      `El código es válido durante ${hours} horas. El equipo del mercado ve tu solicitud cuando está confirmada. Si no pediste vender en Malewa, ignora este correo: no se envía nada al equipo.`,
    ],
    closing: 'El equipo de Malewa',
  }),
  pt: ({ code, hours }) => ({
    subject: 'Confirme sua candidatura para vender na Malewa',
    greeting: (name) => `Olá, ${name}!`,
    body: [
      `Seu código de confirmação é: ${code}`,
      'Digite-o na página onde você enviou sua candidatura (a página “Junte-se”):',
      `O código é válido por ${hours} horas. A equipe do mercado vê sua candidatura depois de confirmada. Se você não pediu para vender na Malewa, ignore este e-mail: nada é enviado à equipe.`,
    ],
    closing: 'Equipe Malewa',
  }),
  ar: ({ code, hours }) => ({
    subject: 'أكّد طلبك للبيع على Malewa',
    greeting: (name) => `مرحبًا ${name}،`,
    body: [
      `رمز التأكيد الخاص بك هو: ${code}`,
      'اكتبه في الصفحة التي أرسلت منها طلبك (صفحة «انضم إلينا»):',
      `الرمز صالح لمدة ${hours} ساعة. يرى فريق السوق طلبك بعد تأكيده. إذا لم تطلب البيع على Malewa، فتجاهل هذه الرسالة: لن يُرسل شيء إلى الفريق.`,
    ],
    closing: 'فريق Malewa',
  }),
  sw: ({ code, hours }) => ({
    subject: 'Thibitisha ombi lako la kuuza kwenye Malewa',
    greeting: (name) => `Habari ${name},`,
    body: [
      `Msimbo wako wa uthibitisho ni: ${code}`,
      'Uandike kwenye ukurasa ulipotuma ombi lako (ukurasa wa “Jiunge”):',
      `Msimbo huu ni halali kwa saa ${hours}. Timu ya soko huona ombi lako baada ya kuthibitishwa. Ikiwa hukuomba kuuza kwenye Malewa, puuza barua pepe hii: hakuna kinachotumwa kwa timu.`,
    ],
    closing: 'Timu ya Malewa',
  }),
}

const ALREADY: Record<Lang, Words> = {
  en: {
    subject: 'Your application to sell on Malewa is already with the market team',
    greeting: (name) => `Hello ${name},`,
    body: [
      'Someone sent an application to sell on Malewa with this e-mail address, but an application from this address is already confirmed: this one was not stored.',
      'There is nothing more to do: the market team will answer your application by e-mail. The Join page:',
      'If it was not you, you can ignore this e-mail.',
    ],
    closing: 'The Malewa team',
  },
  fr: {
    subject: 'Votre candidature pour vendre sur Malewa est déjà entre les mains de l’équipe',
    greeting: (name) => `Bonjour ${name},`,
    body: [
      'Quelqu’un a envoyé une candidature pour vendre sur Malewa avec cette adresse e-mail, mais une candidature de cette adresse est déjà confirmée : celle-ci n’a pas été enregistrée.',
      'Vous n’avez rien d’autre à faire : l’équipe du marché répondra à votre candidature par e-mail. La page « Rejoindre » :',
      'Si ce n’était pas vous, vous pouvez ignorer cet e-mail.',
    ],
    closing: 'L’équipe Malewa',
  },
  es: {
    subject: 'Tu solicitud para vender en Malewa ya está con el equipo del mercado',
    greeting: (name) => `Hola, ${name}:`,
    body: [
      'Alguien envió una solicitud para vender en Malewa con esta dirección de correo, pero ya hay una solicitud confirmada de esta dirección: esta no se guardó.',
      'No tienes que hacer nada más: el equipo del mercado responderá a tu solicitud por correo. La página «Únete»:',
      'Si no fuiste tú, puedes ignorar este correo.',
    ],
    closing: 'El equipo de Malewa',
  },
  pt: {
    subject: 'Sua candidatura para vender na Malewa já está com a equipe do mercado',
    greeting: (name) => `Olá, ${name}!`,
    body: [
      'Alguém enviou uma candidatura para vender na Malewa com este endereço de e-mail, mas já existe uma candidatura confirmada deste endereço: esta não foi guardada.',
      'Não há mais nada a fazer: a equipe do mercado vai responder à sua candidatura por e-mail. A página “Junte-se”:',
      'Se não foi você, pode ignorar este e-mail.',
    ],
    closing: 'Equipe Malewa',
  },
  ar: {
    subject: 'طلبك للبيع على Malewa موجود بالفعل لدى فريق السوق',
    greeting: (name) => `مرحبًا ${name}،`,
    body: [
      'أرسل أحدهم طلبًا للبيع على Malewa بعنوان البريد الإلكتروني هذا، لكن هناك طلبًا مؤكدًا من هذا العنوان بالفعل: لم يُحفظ هذا الطلب.',
      'لا حاجة لفعل أي شيء آخر: سيرد فريق السوق على طلبك بالبريد الإلكتروني. صفحة «انضم إلينا»:',
      'إذا لم تكن أنت، فيمكنك تجاهل هذه الرسالة.',
    ],
    closing: 'فريق Malewa',
  },
  sw: {
    subject: 'Ombi lako la kuuza kwenye Malewa tayari liko kwa timu ya soko',
    greeting: (name) => `Habari ${name},`,
    body: [
      'Mtu ametuma ombi la kuuza kwenye Malewa kwa anwani hii ya barua pepe, lakini tayari kuna ombi lililothibitishwa kutoka anwani hii: hili halikuhifadhiwa.',
      'Hakuna zaidi cha kufanya: timu ya soko itajibu ombi lako kwa barua pepe. Ukurasa wa “Jiunge”:',
      'Ikiwa si wewe, unaweza kupuuza barua pepe hii.',
    ],
    closing: 'Timu ya Malewa',
  },
}

export function joinCodeMail(lang: Lang, v: { name: string; code: string; link: string; hours: number }): RenderedMail {
  return render(lang, CODE[lang]({ code: v.code, hours: v.hours }), v.name, v.link, v.code)
}

export function joinAlreadyMail(lang: Lang, v: { name: string; link: string }): RenderedMail {
  return render(lang, ALREADY[lang], v.name, v.link)
}
