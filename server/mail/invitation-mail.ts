/**
 * The e-mail that invites someone to join a provider's team (server/access/invitations.ts), in
 * the invitee's language: who invites, to which provider, with which role, and the link that
 * accepts once the invitee signs in with this address. Rendered like the account e-mails.
 */
import type { MemberRole } from '../access/permissions'
import type { Lang } from '../seed/seed-types'
import { render, type RenderedMail, type Words } from './auth-mail'

const ROLE: Record<Lang, Record<MemberRole, string>> = {
  en: { owner: 'owner', manager: 'manager', staff: 'team member' },
  fr: { owner: 'propriétaire', manager: 'gérant ou gérante', staff: 'membre de l’équipe' },
  es: { owner: 'propietario o propietaria', manager: 'encargado o encargada', staff: 'miembro del equipo' },
  pt: { owner: 'proprietário ou proprietária', manager: 'gerente', staff: 'membro da equipe' },
  ar: { owner: 'مالك', manager: 'مدير', staff: 'عضو في الفريق' },
  sw: { owner: 'mmiliki', manager: 'meneja', staff: 'mwanatimu' },
}

const INVITE: Record<Lang, (v: { provider: string; role: string; days: number }) => Words> = {
  en: ({ provider, role, days }) => ({
    subject: `You are invited to run ${provider} on Malewa`,
    greeting: () => 'Hello,',
    body: [
      `You are invited to join ${provider} on Malewa as ${role}: you will see its orders and listings in the partner area.`,
      'Open this link and sign in (or create your account) with this e-mail address to accept:',
      `The invitation is valid for ${days} days. If you did not expect it, ignore this e-mail: nothing changes.`,
    ],
    closing: 'The Malewa team',
  }),
  fr: ({ provider, role, days }) => ({
    subject: `Vous êtes invité·e à gérer ${provider} sur Malewa`,
    greeting: () => 'Bonjour,',
    body: [
      `Vous êtes invité·e à rejoindre ${provider} sur Malewa en tant que ${role} : vous verrez ses commandes et ses annonces dans l’espace partenaire.`,
      'Ouvrez ce lien et connectez-vous (ou créez votre compte) avec cette adresse e-mail pour accepter :',
      `L’invitation est valable ${days} jours. Si vous ne l’attendiez pas, ignorez cet e-mail : rien ne change.`,
    ],
    closing: 'L’équipe Malewa',
  }),
  es: ({ provider, role, days }) => ({
    subject: `Te invitan a gestionar ${provider} en Malewa`,
    greeting: () => 'Hola:',
    body: [
      `Te invitan a unirte a ${provider} en Malewa como ${role}: verás sus pedidos y sus productos en el área de socios.`,
      'Abre este enlace e inicia sesión (o crea tu cuenta) con esta dirección de correo para aceptar:',
      `La invitación es válida durante ${days} días. Si no la esperabas, ignora este correo: no cambia nada.`,
    ],
    closing: 'El equipo de Malewa',
  }),
  pt: ({ provider, role, days }) => ({
    subject: `Você foi convidado para gerir ${provider} na Malewa`,
    greeting: () => 'Olá,',
    body: [
      `Você foi convidado para entrar em ${provider} na Malewa como ${role}: verá os pedidos e os anúncios na área de parceiros.`,
      'Abra este link e entre (ou crie sua conta) com este endereço de e-mail para aceitar:',
      `O convite é válido por ${days} dias. Se você não o esperava, ignore este e-mail: nada muda.`,
    ],
    closing: 'Equipe Malewa',
  }),
  ar: ({ provider, role, days }) => ({
    subject: `أنت مدعو لإدارة ${provider} على Malewa`,
    greeting: () => 'مرحبًا،',
    body: [
      `أنت مدعو للانضمام إلى ${provider} على Malewa بصفة ${role}: سترى طلباته ومنتجاته في مساحة الشركاء.`,
      'افتح هذا الرابط وسجّل الدخول (أو أنشئ حسابك) بعنوان البريد الإلكتروني هذا لقبول الدعوة:',
      `الدعوة صالحة لمدة ${days} أيام. إذا لم تكن تتوقعها، فتجاهل هذه الرسالة: لن يتغير شيء.`,
    ],
    closing: 'فريق Malewa',
  }),
  sw: ({ provider, role, days }) => ({
    subject: `Umealikwa kuendesha ${provider} kwenye Malewa`,
    greeting: () => 'Habari,',
    body: [
      `Umealikwa kujiunga na ${provider} kwenye Malewa kama ${role}: utaona oda na bidhaa zake kwenye eneo la washirika.`,
      'Fungua kiungo hiki na uingie (au ufungue akaunti yako) kwa anwani hii ya barua pepe ili kukubali:',
      `Mwaliko huu ni halali kwa siku ${days}. Ikiwa hukuutarajia, puuza barua pepe hii: hakuna kinachobadilika.`,
    ],
    closing: 'Timu ya Malewa',
  }),
}

/** An approved application (server/admin/applications.routes.ts): the invitation is the good news. */
const APPROVED: Record<Lang, (v: { provider: string; days: number }) => Words> = {
  en: ({ provider, days }) => ({
    subject: `Your application is approved: ${provider} can sell on Malewa`,
    greeting: () => 'Hello,',
    body: [
      `Good news: the market team approved your application. ${provider} is now a provider on Malewa, and you are its owner.`,
      'Open this link and sign in (or create your account) with this e-mail address to set up your farm and list your produce:',
      `The link is valid for ${days} days. If it expires, answer this e-mail and the market team sends a new one.`,
    ],
    closing: 'The Malewa team',
  }),
  fr: ({ provider, days }) => ({
    subject: `Votre candidature est acceptée : ${provider} peut vendre sur Malewa`,
    greeting: () => 'Bonjour,',
    body: [
      `Bonne nouvelle : l’équipe du marché a accepté votre candidature. ${provider} est désormais partenaire de Malewa, et vous en êtes propriétaire.`,
      'Ouvrez ce lien et connectez-vous (ou créez votre compte) avec cette adresse e-mail pour présenter votre ferme et publier vos produits :',
      `Le lien est valable ${days} jours. S’il expire, répondez à cet e-mail et l’équipe du marché vous en enverra un nouveau.`,
    ],
    closing: 'L’équipe Malewa',
  }),
  es: ({ provider, days }) => ({
    subject: `Tu solicitud está aprobada: ${provider} puede vender en Malewa`,
    greeting: () => 'Hola:',
    body: [
      `Buenas noticias: el equipo del mercado aprobó tu solicitud. ${provider} ya es socio de Malewa, y tú eres su propietario.`,
      'Abre este enlace e inicia sesión (o crea tu cuenta) con esta dirección de correo para preparar tu granja y publicar tus productos:',
      `El enlace es válido durante ${days} días. Si caduca, responde a este correo y el equipo del mercado te enviará otro.`,
    ],
    closing: 'El equipo de Malewa',
  }),
  pt: ({ provider, days }) => ({
    subject: `Sua candidatura foi aprovada: ${provider} pode vender na Malewa`,
    greeting: () => 'Olá,',
    body: [
      `Boa notícia: a equipe do mercado aprovou sua candidatura. ${provider} agora é parceiro da Malewa, e você é o proprietário.`,
      'Abra este link e entre (ou crie sua conta) com este endereço de e-mail para preparar sua fazenda e anunciar seus produtos:',
      `O link é válido por ${days} dias. Se expirar, responda a este e-mail e a equipe do mercado envia um novo.`,
    ],
    closing: 'Equipe Malewa',
  }),
  ar: ({ provider, days }) => ({
    subject: `تمت الموافقة على طلبك: يمكن لـ ${provider} البيع على Malewa`,
    greeting: () => 'مرحبًا،',
    body: [
      `أخبار سارة: وافق فريق السوق على طلبك. أصبح ${provider} شريكًا في Malewa، وأنت مالكه.`,
      'افتح هذا الرابط وسجّل الدخول (أو أنشئ حسابك) بعنوان البريد الإلكتروني هذا لتجهيز مزرعتك وعرض منتجاتك:',
      `الرابط صالح لمدة ${days} أيام. إذا انتهت صلاحيته، فردّ على هذه الرسالة وسيرسل لك فريق السوق رابطًا جديدًا.`,
    ],
    closing: 'فريق Malewa',
  }),
  sw: ({ provider, days }) => ({
    subject: `Ombi lako limekubaliwa: ${provider} inaweza kuuza kwenye Malewa`,
    greeting: () => 'Habari,',
    body: [
      `Habari njema: timu ya soko imekubali ombi lako. ${provider} sasa ni mshirika wa Malewa, na wewe ndiye mmiliki wake.`,
      'Fungua kiungo hiki na uingie (au ufungue akaunti yako) kwa anwani hii ya barua pepe ili kuandaa shamba lako na kuorodhesha mazao yako:',
      `Kiungo hiki ni halali kwa siku ${days}. Kikiisha muda, jibu barua pepe hii na timu ya soko itakutumia kingine.`,
    ],
    closing: 'Timu ya Malewa',
  }),
}

/** A rejected application, with the operator's reason quoted as written. */
const REJECTED: Record<Lang, (v: { farm: string }) => Words> = {
  en: ({ farm }) => ({
    subject: 'Your application to sell on Malewa',
    greeting: (name) => `Hello ${name},`,
    body: [
      `Thank you for applying to sell on Malewa with ${farm}. The market team cannot accept the application at this time, for this reason:`,
      'You are welcome to apply again when things change, from the Join page:',
      'If you have questions, answer this e-mail.',
    ],
    closing: 'The Malewa team',
  }),
  fr: ({ farm }) => ({
    subject: 'Votre candidature pour vendre sur Malewa',
    greeting: (name) => `Bonjour ${name},`,
    body: [
      `Merci d’avoir proposé ${farm} sur Malewa. L’équipe du marché ne peut pas accepter la candidature pour le moment, pour cette raison :`,
      'Vous pourrez postuler de nouveau quand la situation changera, depuis la page « Rejoindre » :',
      'Pour toute question, répondez à cet e-mail.',
    ],
    closing: 'L’équipe Malewa',
  }),
  es: ({ farm }) => ({
    subject: 'Tu solicitud para vender en Malewa',
    greeting: (name) => `Hola, ${name}:`,
    body: [
      `Gracias por presentar ${farm} en Malewa. El equipo del mercado no puede aceptar la solicitud por ahora, por este motivo:`,
      'Puedes volver a solicitarlo cuando cambie la situación, desde la página «Únete»:',
      'Si tienes preguntas, responde a este correo.',
    ],
    closing: 'El equipo de Malewa',
  }),
  pt: ({ farm }) => ({
    subject: 'Sua candidatura para vender na Malewa',
    greeting: (name) => `Olá, ${name}!`,
    body: [
      `Obrigado por apresentar ${farm} na Malewa. A equipe do mercado não pode aceitar a candidatura agora, por este motivo:`,
      'Você pode se candidatar de novo quando a situação mudar, na página “Junte-se”:',
      'Se tiver dúvidas, responda a este e-mail.',
    ],
    closing: 'Equipe Malewa',
  }),
  ar: ({ farm }) => ({
    subject: 'طلبك للبيع على Malewa',
    greeting: (name) => `مرحبًا ${name}،`,
    body: [
      `شكرًا لتقديم ${farm} على Malewa. لا يستطيع فريق السوق قبول الطلب حاليًا، للسبب التالي:`,
      'يسعدنا أن تتقدم مجددًا عندما تتغير الظروف، من صفحة «انضم إلينا»:',
      'إذا كانت لديك أسئلة، فردّ على هذه الرسالة.',
    ],
    closing: 'فريق Malewa',
  }),
  sw: ({ farm }) => ({
    subject: 'Ombi lako la kuuza kwenye Malewa',
    greeting: (name) => `Habari ${name},`,
    body: [
      `Asante kwa kuomba kuuza ${farm} kwenye Malewa. Timu ya soko haiwezi kukubali ombi hili kwa sasa, kwa sababu hii:`,
      'Karibu uombe tena hali ikibadilika, kwenye ukurasa wa “Jiunge”:',
      'Ukiwa na maswali, jibu barua pepe hii.',
    ],
    closing: 'Timu ya Malewa',
  }),
}

export type InvitationOccasion = 'invitation' | 'application-approved'

export function invitationMail(lang: Lang, v: { provider: string; role: MemberRole; link: string; days: number; occasion?: InvitationOccasion }): RenderedMail {
  const words = v.occasion === 'application-approved' ? APPROVED[lang]({ provider: v.provider, days: v.days }) : INVITE[lang]({ provider: v.provider, role: ROLE[lang][v.role], days: v.days })
  return render(lang, words, '', v.link)
}

/** The rejection: the reason is its own paragraph after the first, quoted as the operator wrote it. */
export function applicationRejectedMail(lang: Lang, v: { name: string; farm: string; reason: string; link: string }): RenderedMail {
  const words = REJECTED[lang]({ farm: v.farm })
  const [first, ...rest] = words.body
  return render(lang, { ...words, body: [`${first}\n\n“${v.reason}”`, ...rest] }, v.name, v.link)
}
