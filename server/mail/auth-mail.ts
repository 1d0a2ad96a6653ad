/**
 * The account e-mails (a registration's code, or the notice to an address already in use; confirm
 * the account, reset the password, an e-mail change to both addresses, a password changed) in the six languages of the
 * storefront, chosen by the request's language. Plain text and a small HTML part with the same
 * words; Arabic is marked right-to-left.
 *
 * The numbers stay within what the sentences are written for: 24 hours, 30 minutes and 7 days by
 * default (Arabic takes the singular noun from 11 to 99, and the plural from 3 to 10).
 */
import type { Lang } from '../seed/seed-types'

export interface Words {
  subject: string
  greeting: (name: string) => string
  body: string[]
  closing: string
}

const VERIFY: Record<Lang, (v: { code: string; hours: number }) => Words> = {
  en: ({ code, hours }) => ({
    subject: 'Confirm your Malewa account',
    greeting: (name) => `Hello ${name},`,
    body: [
      `Your confirmation code is: ${code}`,
      'Type it on the “Confirm account” screen, or open this link:',
      `The code is valid for ${hours} hours. If you did not create an account on Malewa, you can ignore this e-mail.`,
    ],
    closing: 'The Malewa team',
  }),
  fr: ({ code, hours }) => ({
    subject: 'Confirmez votre compte Malewa',
    greeting: (name) => `Bonjour ${name},`,
    body: [
      `Votre code de confirmation : ${code}`,
      'Saisissez-le sur l’écran « Confirmer le compte », ou ouvrez ce lien :',
      `Le code est valable ${hours} heures. Si vous n’avez pas créé de compte sur Malewa, vous pouvez ignorer cet e-mail.`,
    ],
    closing: 'L’équipe Malewa',
  }),
  es: ({ code, hours }) => ({
    subject: 'Confirma tu cuenta de Malewa',
    greeting: (name) => `Hola, ${name}:`,
    body: [
      `Tu código de confirmación es: ${code}`,
      'Escríbelo en la pantalla «Confirmar cuenta» o abre este enlace:',
      `El código es válido durante ${hours} horas. Si no creaste una cuenta en Malewa, puedes ignorar este correo.`,
    ],
    closing: 'El equipo de Malewa',
  }),
  pt: ({ code, hours }) => ({
    subject: 'Confirme sua conta Malewa',
    greeting: (name) => `Olá, ${name}!`,
    body: [
      `Seu código de confirmação é: ${code}`,
      'Digite-o na tela “Confirmar conta” ou abra este link:',
      `O código é válido por ${hours} horas. Se você não criou uma conta na Malewa, pode ignorar este e-mail.`,
    ],
    closing: 'Equipe Malewa',
  }),
  ar: ({ code, hours }) => ({
    subject: 'أكّد حسابك في Malewa',
    greeting: (name) => `مرحبًا ${name}،`,
    body: [`رمز التأكيد الخاص بك هو: ${code}`, 'اكتبه في شاشة «تأكيد الحساب»، أو افتح هذا الرابط:', `الرمز صالح لمدة ${hours} ساعة. إذا لم تُنشئ حسابًا في Malewa، يمكنك تجاهل هذه الرسالة.`],
    closing: 'فريق Malewa',
  }),
  sw: ({ code, hours }) => ({
    subject: 'Thibitisha akaunti yako ya Malewa',
    greeting: (name) => `Habari ${name},`,
    body: [
      `Msimbo wako wa uthibitisho ni: ${code}`,
      'Uandike kwenye skrini ya “Thibitisha akaunti”, au fungua kiungo hiki:',
      `Msimbo huu ni halali kwa saa ${hours}. Ikiwa hukufungua akaunti kwenye Malewa, unaweza kupuuza barua pepe hii.`,
    ],
    closing: 'Timu ya Malewa',
  }),
}

const RESET: Record<Lang, (v: { minutes: number }) => Words> = {
  en: ({ minutes }) => ({
    subject: 'Reset your Malewa password',
    greeting: (name) => `Hello ${name},`,
    body: [
      'Someone asked to reset the password of your Malewa account.',
      'To choose a new password, open this link:',
      `The link is valid for ${minutes} minutes and works once. Choosing a new password signs you out on every device. If you did not ask for this, ignore this e-mail: your password stays the same.`,
    ],
    closing: 'The Malewa team',
  }),
  fr: ({ minutes }) => ({
    subject: 'Réinitialisez votre mot de passe Malewa',
    greeting: (name) => `Bonjour ${name},`,
    body: [
      'Quelqu’un a demandé à réinitialiser le mot de passe de votre compte Malewa.',
      'Pour choisir un nouveau mot de passe, ouvrez ce lien :',
      `Le lien est valable ${minutes} minutes et ne fonctionne qu’une fois. Choisir un nouveau mot de passe vous déconnecte sur tous vos appareils. Si vous n’avez rien demandé, ignorez cet e-mail : votre mot de passe reste le même.`,
    ],
    closing: 'L’équipe Malewa',
  }),
  es: ({ minutes }) => ({
    subject: 'Restablece tu contraseña de Malewa',
    greeting: (name) => `Hola, ${name}:`,
    body: [
      'Alguien pidió restablecer la contraseña de tu cuenta de Malewa.',
      'Para elegir una contraseña nueva, abre este enlace:',
      `El enlace es válido durante ${minutes} minutos y solo funciona una vez. Al elegir una contraseña nueva se cerrará tu sesión en todos los dispositivos. Si no lo pediste, ignora este correo: tu contraseña no cambia.`,
    ],
    closing: 'El equipo de Malewa',
  }),
  pt: ({ minutes }) => ({
    subject: 'Redefina sua senha da Malewa',
    greeting: (name) => `Olá, ${name}!`,
    body: [
      'Alguém pediu para redefinir a senha da sua conta Malewa.',
      'Para escolher uma nova senha, abra este link:',
      `O link é válido por ${minutes} minutos e funciona uma única vez. Ao escolher uma nova senha, você sai da sua conta em todos os dispositivos. Se não foi você quem pediu, ignore este e-mail: sua senha continua a mesma.`,
    ],
    closing: 'Equipe Malewa',
  }),
  ar: ({ minutes }) => ({
    subject: 'إعادة تعيين كلمة مرور Malewa',
    greeting: (name) => `مرحبًا ${name}،`,
    body: [
      'طلب أحدهم إعادة تعيين كلمة مرور حسابك في Malewa.',
      'لاختيار كلمة مرور جديدة، افتح هذا الرابط:',
      `الرابط صالح لمدة ${minutes} دقيقة ويعمل مرة واحدة فقط. يؤدي اختيار كلمة مرور جديدة إلى تسجيل خروجك من جميع الأجهزة. إذا لم تطلب ذلك، فتجاهل هذه الرسالة: ستبقى كلمة مرورك كما هي.`,
    ],
    closing: 'فريق Malewa',
  }),
  sw: ({ minutes }) => ({
    subject: 'Weka upya nenosiri lako la Malewa',
    greeting: (name) => `Habari ${name},`,
    body: [
      'Mtu ameomba kuweka upya nenosiri la akaunti yako ya Malewa.',
      'Ili kuchagua nenosiri jipya, fungua kiungo hiki:',
      `Kiungo hiki ni halali kwa dakika ${minutes} na kinafanya kazi mara moja tu. Ukichagua nenosiri jipya, utaondolewa kwenye akaunti katika vifaa vyote. Ikiwa hukuomba hili, puuza barua pepe hii: nenosiri lako litabaki lile lile.`,
    ],
    closing: 'Timu ya Malewa',
  }),
}

/** To the NEW address of an e-mail change: the code that confirms it. */
const EMAIL_CHANGE_CODE: Record<Lang, (v: { code: string; hours: number }) => Words> = {
  en: ({ code, hours }) => ({
    subject: 'Confirm your new e-mail address for Malewa',
    greeting: (name) => `Hello ${name},`,
    body: [
      `Your code to confirm this address is: ${code}`,
      'Type it in your account’s profile, on the page this link opens:',
      `The code is valid for ${hours} hours. Until you type it, your account keeps its current address. If you did not ask for this, ignore this e-mail.`,
    ],
    closing: 'The Malewa team',
  }),
  fr: ({ code, hours }) => ({
    subject: 'Confirmez votre nouvelle adresse e-mail pour Malewa',
    greeting: (name) => `Bonjour ${name},`,
    body: [
      `Votre code pour confirmer cette adresse : ${code}`,
      'Saisissez-le dans le profil de votre compte, sur la page que ce lien ouvre :',
      `Le code est valable ${hours} heures. Tant que vous ne l’avez pas saisi, votre compte garde son adresse actuelle. Si vous n’avez rien demandé, ignorez cet e-mail.`,
    ],
    closing: 'L’équipe Malewa',
  }),
  es: ({ code, hours }) => ({
    subject: 'Confirma tu nueva dirección de correo para Malewa',
    greeting: (name) => `Hola, ${name}:`,
    body: [
      `Tu código para confirmar esta dirección es: ${code}`,
      'Escríbelo en el perfil de tu cuenta, en la página que abre este enlace:',
      `El código es válido durante ${hours} horas. Hasta que lo escribas, tu cuenta conserva su dirección actual. Si no lo pediste, ignora este correo.`,
    ],
    closing: 'El equipo de Malewa',
  }),
  pt: ({ code, hours }) => ({
    subject: 'Confirme seu novo endereço de e-mail na Malewa',
    greeting: (name) => `Olá, ${name}!`,
    body: [
      `Seu código para confirmar este endereço é: ${code}`,
      'Digite-o no perfil da sua conta, na página que este link abre:',
      `O código é válido por ${hours} horas. Até você digitá-lo, sua conta mantém o endereço atual. Se não foi você quem pediu, ignore este e-mail.`,
    ],
    closing: 'Equipe Malewa',
  }),
  ar: ({ code, hours }) => ({
    subject: 'أكّد عنوان بريدك الإلكتروني الجديد في Malewa',
    greeting: (name) => `مرحبًا ${name}،`,
    body: [
      `رمز تأكيد هذا العنوان هو: ${code}`,
      'اكتبه في الملف الشخصي لحسابك، في الصفحة التي يفتحها هذا الرابط:',
      `الرمز صالح لمدة ${hours} ساعة. إلى أن تكتبه، يحتفظ حسابك بعنوانه الحالي. إذا لم تطلب ذلك، فتجاهل هذه الرسالة.`,
    ],
    closing: 'فريق Malewa',
  }),
  sw: ({ code, hours }) => ({
    subject: 'Thibitisha anwani yako mpya ya barua pepe kwa Malewa',
    greeting: (name) => `Habari ${name},`,
    body: [
      `Msimbo wako wa kuthibitisha anwani hii ni: ${code}`,
      'Uandike kwenye wasifu wa akaunti yako, kwenye ukurasa ambao kiungo hiki kinafungua:',
      `Msimbo huu ni halali kwa saa ${hours}. Hadi utakapouandika, akaunti yako inabaki na anwani yake ya sasa. Ikiwa hukuomba hili, puuza barua pepe hii.`,
    ],
    closing: 'Timu ya Malewa',
  }),
}

/** To the OLD address of an e-mail change: what is happening, and the way back. */
const EMAIL_CHANGE_NOTICE: Record<Lang, (v: { masked: string; days: number }) => Words> = {
  en: ({ masked, days }) => ({
    subject: 'Your Malewa e-mail address is being changed',
    greeting: (name) => `Hello ${name},`,
    body: [
      `Someone signed in to your Malewa account asked to change its e-mail address to ${masked}.`,
      'If it was not you, open this link to undo the change:',
      `The link works for ${days} days, even after the new address was confirmed. It puts this address back, signs your account out on every device and takes you straight to choosing a new password: do it at once, since whoever made the change may know your current one. If it was you, there is nothing to do.`,
    ],
    closing: 'The Malewa team',
  }),
  fr: ({ masked, days }) => ({
    subject: 'L’adresse e-mail de votre compte Malewa est en train de changer',
    greeting: (name) => `Bonjour ${name},`,
    body: [
      `Une personne connectée à votre compte Malewa a demandé à remplacer son adresse e-mail par ${masked}.`,
      'Si ce n’était pas vous, ouvrez ce lien pour annuler le changement :',
      `Le lien fonctionne pendant ${days} jours, même une fois la nouvelle adresse confirmée. Il remet cette adresse, déconnecte votre compte sur tous les appareils et vous amène directement au choix d’un nouveau mot de passe : faites-le tout de suite, car l’auteur du changement connaît peut-être l’actuel. Si c’était vous, vous n’avez rien à faire.`,
    ],
    closing: 'L’équipe Malewa',
  }),
  es: ({ masked, days }) => ({
    subject: 'La dirección de correo de tu cuenta de Malewa está cambiando',
    greeting: (name) => `Hola, ${name}:`,
    body: [
      `Alguien con la sesión iniciada en tu cuenta de Malewa pidió cambiar su dirección de correo a ${masked}.`,
      'Si no fuiste tú, abre este enlace para deshacer el cambio:',
      `El enlace funciona durante ${days} días, incluso después de confirmarse la nueva dirección. Vuelve a poner esta dirección, cierra la sesión de tu cuenta en todos los dispositivos y te lleva directamente a elegir una contraseña nueva: hazlo enseguida, porque quien hizo el cambio puede conocer la actual. Si fuiste tú, no tienes que hacer nada.`,
    ],
    closing: 'El equipo de Malewa',
  }),
  pt: ({ masked, days }) => ({
    subject: 'O e-mail da sua conta Malewa está sendo alterado',
    greeting: (name) => `Olá, ${name}!`,
    body: [
      `Alguém conectado à sua conta Malewa pediu para trocar o endereço de e-mail dela para ${masked}.`,
      'Se não foi você, abra este link para desfazer a alteração:',
      `O link funciona por ${days} dias, mesmo depois que o novo endereço for confirmado. Ele devolve este endereço, desconecta sua conta em todos os dispositivos e leva você direto à escolha de uma nova senha: faça isso na hora, pois quem fez a alteração pode saber a senha atual. Se foi você, não precisa fazer nada.`,
    ],
    closing: 'Equipe Malewa',
  }),
  ar: ({ masked, days }) => ({
    subject: 'يجري تغيير عنوان البريد الإلكتروني لحسابك في Malewa',
    greeting: (name) => `مرحبًا ${name}،`,
    body: [
      `طلب شخص مسجَّل الدخول إلى حسابك في Malewa تغيير عنوان بريده الإلكتروني إلى ${masked}.`,
      'إذا لم تكن أنت، فافتح هذا الرابط للتراجع عن التغيير:',
      `يعمل الرابط لمدة ${days} أيام، حتى بعد تأكيد العنوان الجديد. يعيد هذا العنوان، ويسجّل خروج حسابك من جميع الأجهزة، وينقلك مباشرة إلى اختيار كلمة مرور جديدة: افعل ذلك فورًا، فقد يعرف من أجرى التغيير كلمة مرورك الحالية. إذا كنت أنت، فلا حاجة لفعل أي شيء.`,
    ],
    closing: 'فريق Malewa',
  }),
  sw: ({ masked, days }) => ({
    subject: 'Anwani ya barua pepe ya akaunti yako ya Malewa inabadilishwa',
    greeting: (name) => `Habari ${name},`,
    body: [
      `Mtu aliyeingia kwenye akaunti yako ya Malewa ameomba kubadilisha anwani yake ya barua pepe kuwa ${masked}.`,
      'Ikiwa si wewe, fungua kiungo hiki ili kutendua badiliko hilo:',
      `Kiungo hiki kinafanya kazi kwa siku ${days}, hata baada ya anwani mpya kuthibitishwa. Kinarudisha anwani hii, kinaondoa akaunti yako kwenye vifaa vyote na kukupeleka moja kwa moja kuchagua nenosiri jipya: fanya hivyo mara moja, kwa kuwa aliyefanya badiliko huenda anajua nenosiri lako la sasa. Ikiwa ni wewe, huna la kufanya.`,
    ],
    closing: 'Timu ya Malewa',
  }),
}

/** To the account's address after a password change or reset. */
const PASSWORD_CHANGED: Record<Lang, () => Words> = {
  en: () => ({
    subject: 'Your Malewa password was changed',
    greeting: (name) => `Hello ${name},`,
    body: [
      'The password of your Malewa account was just changed, and your account was signed out on your other devices.',
      'If it was not you, choose a new password at once with this link:',
      'If it was you, there is nothing to do.',
    ],
    closing: 'The Malewa team',
  }),
  fr: () => ({
    subject: 'Le mot de passe de votre compte Malewa a changé',
    greeting: (name) => `Bonjour ${name},`,
    body: [
      'Le mot de passe de votre compte Malewa vient d’être changé, et votre compte a été déconnecté sur vos autres appareils.',
      'Si ce n’était pas vous, choisissez tout de suite un nouveau mot de passe avec ce lien :',
      'Si c’était vous, vous n’avez rien à faire.',
    ],
    closing: 'L’équipe Malewa',
  }),
  es: () => ({
    subject: 'Se cambió la contraseña de tu cuenta de Malewa',
    greeting: (name) => `Hola, ${name}:`,
    body: [
      'Se acaba de cambiar la contraseña de tu cuenta de Malewa y se cerró la sesión en tus otros dispositivos.',
      'Si no fuiste tú, elige enseguida una contraseña nueva con este enlace:',
      'Si fuiste tú, no tienes que hacer nada.',
    ],
    closing: 'El equipo de Malewa',
  }),
  pt: () => ({
    subject: 'A senha da sua conta Malewa foi alterada',
    greeting: (name) => `Olá, ${name}!`,
    body: [
      'A senha da sua conta Malewa acabou de ser alterada, e sua conta foi desconectada nos outros dispositivos.',
      'Se não foi você, escolha agora mesmo uma nova senha com este link:',
      'Se foi você, não precisa fazer nada.',
    ],
    closing: 'Equipe Malewa',
  }),
  ar: () => ({
    subject: 'تم تغيير كلمة مرور حسابك في Malewa',
    greeting: (name) => `مرحبًا ${name}،`,
    body: ['تم للتو تغيير كلمة مرور حسابك في Malewa، وتم تسجيل خروج حسابك من أجهزتك الأخرى.', 'إذا لم تكن أنت، فاختر كلمة مرور جديدة فورًا عبر هذا الرابط:', 'إذا كنت أنت، فلا حاجة لفعل أي شيء.'],
    closing: 'فريق Malewa',
  }),
  sw: () => ({
    subject: 'Nenosiri la akaunti yako ya Malewa limebadilishwa',
    greeting: (name) => `Habari ${name},`,
    body: [
      'Nenosiri la akaunti yako ya Malewa limebadilishwa hivi punde, na akaunti yako imeondolewa kwenye vifaa vyako vingine.',
      'Ikiwa si wewe, chagua nenosiri jipya mara moja kwa kiungo hiki:',
      'Ikiwa ni wewe, huna la kufanya.',
    ],
    closing: 'Timu ya Malewa',
  }),
}

/** To the address a registration names, when no account has it: the code that creates the account (decision 012). */
const REGISTER_CODE: Record<Lang, (v: { code: string; hours: number }) => Words> = {
  en: ({ code, hours }) => ({
    subject: `Your Malewa code: ${code}`,
    greeting: (name) => `Hello ${name},`,
    body: [
      `Your code to create your Malewa account is: ${code}`,
      'Type it on the sign-up page where you asked for it. Once you have, this link shows your address confirmed and takes you back where you were:',
      `The code is valid for ${hours} hours. If you did not ask to create an account on Malewa, ignore this e-mail: no account is created without the code.`,
    ],
    closing: 'The Malewa team',
  }),
  fr: ({ code, hours }) => ({
    subject: `Votre code Malewa : ${code}`,
    greeting: (name) => `Bonjour ${name},`,
    body: [
      `Votre code pour créer votre compte Malewa : ${code}`,
      'Saisissez-le sur la page d’inscription où vous l’avez demandé. Ensuite, ce lien vous montre votre adresse confirmée et vous ramène là où vous étiez :',
      `Le code est valable ${hours} heures. Si vous n’avez pas demandé à créer un compte sur Malewa, ignorez cet e-mail : aucun compte n’est créé sans le code.`,
    ],
    closing: 'L’équipe Malewa',
  }),
  es: ({ code, hours }) => ({
    subject: `Tu código de Malewa: ${code}`,
    greeting: (name) => `Hola, ${name}:`,
    body: [
      `Tu código para crear tu cuenta de Malewa es: ${code}`,
      'Escríbelo en la página de registro donde lo pediste. Después, este enlace te muestra tu dirección confirmada y te devuelve a donde estabas:',
      `El código es válido durante ${hours} horas. Si no pediste crear una cuenta en Malewa, ignora este correo: no se crea ninguna cuenta sin el código.`,
    ],
    closing: 'El equipo de Malewa',
  }),
  pt: ({ code, hours }) => ({
    subject: `Seu código Malewa: ${code}`,
    greeting: (name) => `Olá, ${name}!`,
    body: [
      `Seu código para criar sua conta Malewa é: ${code}`,
      'Digite-o na página de cadastro onde você o pediu. Depois, este link mostra seu endereço confirmado e leva você de volta aonde estava:',
      `O código é válido por ${hours} horas. Se você não pediu para criar uma conta na Malewa, ignore este e-mail: nenhuma conta é criada sem o código.`,
    ],
    closing: 'Equipe Malewa',
  }),
  ar: ({ code, hours }) => ({
    subject: `رمزك في Malewa: ${code}`,
    greeting: (name) => `مرحبًا ${name}،`,
    body: [
      `رمز إنشاء حسابك في Malewa هو: ${code}`,
      'اكتبه في صفحة التسجيل التي طلبته منها. بعد ذلك، يُظهر لك هذا الرابط أن عنوانك قد تأكّد ويعيدك إلى حيث كنت:',
      `الرمز صالح لمدة ${hours} ساعة. إذا لم تطلب إنشاء حساب في Malewa، فتجاهل هذه الرسالة: لا يُنشأ أي حساب بدون الرمز.`,
    ],
    closing: 'فريق Malewa',
  }),
  sw: ({ code, hours }) => ({
    subject: `Msimbo wako wa Malewa: ${code}`,
    greeting: (name) => `Habari ${name},`,
    body: [
      `Msimbo wako wa kufungua akaunti yako ya Malewa ni: ${code}`,
      'Uandike kwenye ukurasa wa kujisajili ulipouomba. Ukishafanya hivyo, kiungo hiki kinakuonyesha kuwa anwani yako imethibitishwa na kukurudisha ulipokuwa:',
      `Msimbo huu ni halali kwa saa ${hours}. Ikiwa hukuomba kufungua akaunti kwenye Malewa, puuza barua pepe hii: hakuna akaunti inayofunguliwa bila msimbo.`,
    ],
    closing: 'Timu ya Malewa',
  }),
}

/** To an account's address when someone tries to register with it: what happened, and the way in (decision 012). */
const REGISTER_TAKEN: Record<Lang, () => Words> = {
  en: () => ({
    subject: 'Someone tried to create a Malewa account with your address',
    greeting: (name) => `Hello ${name},`,
    body: [
      'Someone just tried to create a new Malewa account with this e-mail address, which already has your account.',
      'If it was you, you already have an account: sign in, or choose a new password on the page this link opens:',
      'If it was not you, nothing changed: no account was created, and your account and its password stay as they were. You can ignore this e-mail.',
    ],
    closing: 'The Malewa team',
  }),
  fr: () => ({
    subject: 'Quelqu’un a essayé de créer un compte Malewa avec votre adresse',
    greeting: (name) => `Bonjour ${name},`,
    body: [
      'Quelqu’un vient d’essayer de créer un nouveau compte Malewa avec cette adresse e-mail, qui a déjà votre compte.',
      'Si c’était vous, vous avez déjà un compte : connectez-vous, ou choisissez un nouveau mot de passe sur la page que ce lien ouvre :',
      'Si ce n’était pas vous, rien n’a changé : aucun compte n’a été créé, et votre compte et son mot de passe restent tels quels. Vous pouvez ignorer cet e-mail.',
    ],
    closing: 'L’équipe Malewa',
  }),
  es: () => ({
    subject: 'Alguien intentó crear una cuenta de Malewa con tu dirección',
    greeting: (name) => `Hola, ${name}:`,
    body: [
      'Alguien acaba de intentar crear una nueva cuenta de Malewa con esta dirección de correo, que ya tiene tu cuenta.',
      'Si fuiste tú, ya tienes una cuenta: inicia sesión o elige una contraseña nueva en la página que abre este enlace:',
      'Si no fuiste tú, nada cambió: no se creó ninguna cuenta, y tu cuenta y su contraseña siguen igual. Puedes ignorar este correo.',
    ],
    closing: 'El equipo de Malewa',
  }),
  pt: () => ({
    subject: 'Alguém tentou criar uma conta Malewa com o seu endereço',
    greeting: (name) => `Olá, ${name}!`,
    body: [
      'Alguém acabou de tentar criar uma nova conta Malewa com este endereço de e-mail, que já tem a sua conta.',
      'Se foi você, você já tem uma conta: entre nela ou escolha uma nova senha na página que este link abre:',
      'Se não foi você, nada mudou: nenhuma conta foi criada, e sua conta e sua senha continuam como estavam. Você pode ignorar este e-mail.',
    ],
    closing: 'Equipe Malewa',
  }),
  ar: () => ({
    subject: 'حاول أحدهم إنشاء حساب في Malewa بعنوان بريدك',
    greeting: (name) => `مرحبًا ${name}،`,
    body: [
      'حاول أحدهم للتو إنشاء حساب جديد في Malewa بعنوان البريد الإلكتروني هذا، وهو عنوان حسابك الحالي.',
      'إذا كنت أنت، فلديك حساب بالفعل: سجّل الدخول، أو اختر كلمة مرور جديدة في الصفحة التي يفتحها هذا الرابط:',
      'إذا لم تكن أنت، فلم يتغير شيء: لم يُنشأ أي حساب، ويبقى حسابك وكلمة مروره كما هما. يمكنك تجاهل هذه الرسالة.',
    ],
    closing: 'فريق Malewa',
  }),
  sw: () => ({
    subject: 'Mtu amejaribu kufungua akaunti ya Malewa kwa anwani yako',
    greeting: (name) => `Habari ${name},`,
    body: [
      'Mtu amejaribu hivi punde kufungua akaunti mpya ya Malewa kwa anwani hii ya barua pepe, ambayo tayari ina akaunti yako.',
      'Ikiwa ni wewe, tayari una akaunti: ingia, au chagua nenosiri jipya kwenye ukurasa ambao kiungo hiki kinafungua:',
      'Ikiwa si wewe, hakuna kilichobadilika: hakuna akaunti iliyofunguliwa, na akaunti yako na nenosiri lake vinabaki vilevile. Unaweza kupuuza barua pepe hii.',
    ],
    closing: 'Timu ya Malewa',
  }),
}

export interface RenderedMail {
  subject: string
  text: string
  html: string
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!)

/** Paragraphs before the link, the link, paragraphs after it. */
export function render(lang: Lang, words: Words, name: string, link: string, code?: string): RenderedMail {
  const [first, beforeLink, after] = words.body as [string, string, string]
  const text = [words.greeting(name), '', first, '', beforeLink, link, '', after, '', `— ${words.closing}`, ''].join('\n')
  const dir = lang === 'ar' ? 'rtl' : 'ltr'
  const firstHtml = code ? escapeHtml(first).replace(escapeHtml(code), `<strong style="font-family:monospace;font-size:1.4em;letter-spacing:.1em">${escapeHtml(code)}</strong>`) : escapeHtml(first)
  const html = `<!doctype html>
<html lang="${lang}" dir="${dir}"><head><meta charset="utf-8"><title>${escapeHtml(words.subject)}</title></head>
<body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1d2b1f">
<p>${escapeHtml(words.greeting(name))}</p>
<p>${firstHtml}</p>
<p>${escapeHtml(beforeLink)}<br><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>
<p>${escapeHtml(after)}</p>
<p>— ${escapeHtml(words.closing)}</p>
</body></html>
`
  return { subject: words.subject, text, html }
}

export function verificationMail(lang: Lang, v: { name: string; code: string; link: string; hours: number }): RenderedMail {
  return render(lang, VERIFY[lang]({ code: v.code, hours: v.hours }), v.name, v.link, v.code)
}

export function registrationCodeMail(lang: Lang, v: { name: string; code: string; link: string; hours: number }): RenderedMail {
  return render(lang, REGISTER_CODE[lang]({ code: v.code, hours: v.hours }), v.name, v.link, v.code)
}

export function registrationTakenMail(lang: Lang, v: { name: string; link: string }): RenderedMail {
  return render(lang, REGISTER_TAKEN[lang](), v.name, v.link)
}

export function resetMail(lang: Lang, v: { name: string; link: string; minutes: number }): RenderedMail {
  return render(lang, RESET[lang]({ minutes: v.minutes }), v.name, v.link)
}

export function emailChangeCodeMail(lang: Lang, v: { name: string; code: string; link: string; hours: number }): RenderedMail {
  return render(lang, EMAIL_CHANGE_CODE[lang]({ code: v.code, hours: v.hours }), v.name, v.link, v.code)
}

export function emailChangeNoticeMail(lang: Lang, v: { name: string; newEmail: string; link: string; days: number }): RenderedMail {
  return render(lang, EMAIL_CHANGE_NOTICE[lang]({ masked: maskEmail(v.newEmail), days: v.days }), v.name, v.link)
}

export function passwordChangedMail(lang: Lang, v: { name: string; link: string }): RenderedMail {
  return render(lang, PASSWORD_CHANGED[lang](), v.name, v.link)
}

/**
 * "n…@e…": enough for the owner to tell an address of theirs from a stranger's, too little to
 * hand a stranger who reads the old mailbox the new address.
 */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@')
  return `${[...local][0] ?? ''}…@${[...domain][0] ?? ''}…`
}

/** The storefront's path prefix for a language: English has none, the others `/fr/`… */
export function localePrefix(lang: Lang): string {
  return lang === 'en' ? '' : `${lang}/`
}
