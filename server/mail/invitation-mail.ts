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

export function invitationMail(lang: Lang, v: { provider: string; role: MemberRole; link: string; days: number }): RenderedMail {
  return render(lang, INVITE[lang]({ provider: v.provider, role: ROLE[lang][v.role], days: v.days }), '', v.link)
}
