import type { ModuleTexts } from '../en';

export const core: ModuleTexts<'core'> = {
  // ---- generic ----
  'app.title': 'Store Design Portal',
  'app.operatedBy': 'Exploité par le prestataire de services du Validation Center',
  'common.back': 'Retour',
  'common.backToLogin': 'Retour à la connexion',
  'common.cancel': 'Annuler',
  'common.close': 'Fermer',
  'common.previewUnavailable':
    "Ce fichier ne peut pas être affiché dans le navigateur. Téléchargez-le pour l'ouvrir.",
  'common.save': 'Enregistrer',
  'common.submit': 'Envoyer',
  'common.loading': 'Chargement…',
  'common.retry': 'Réessayer',
  'common.yes': 'Oui',
  'common.no': 'Non',
  'common.ok': 'OK',
  'common.email': 'E-mail',
  'common.password': 'Mot de passe',
  'common.firstName': 'Prénom',
  'common.surName': 'Nom',
  'common.language': 'Langue',
  'common.privacy': 'Politique de confidentialité',
  'common.comingSoon': 'Cette page sera disponible dans une prochaine version.',
  'common.somethingWrong': "Une erreur s'est produite. Veuillez contacter l'administrateur.",
  'common.reference': 'Référence :',
  'common.copyReference': 'Copier la référence',
  'common.referenceCopied': 'Copié',
  'common.serverError':
    "Une erreur s'est produite de notre côté. Si elle se reproduit, communiquez cette référence au support.",
  'common.pageError': "Cette page n'a pas pu être affichée.",
  'common.reload': 'Recharger la page',

  // ---- roles ----
  'role.vc': 'Équipe Validation Center',
  'role.hq': 'Siège / Direction',
  'role.rnd': 'Équipe nationale de développement du réseau de distribution, NSC / importateurs',
  'role.originator': 'Initiateur du projet (investisseur / architecte)',
  'role.retail': 'Exploitant du point de vente, investisseur',

  // ---- server messages ----
  'error.unauthorized': 'Veuillez vous connecter.',
  'error.sessionExpired': 'Votre session a expiré. Veuillez vous reconnecter.',
  'error.sessionIncomplete': "Veuillez d'abord terminer la connexion.",
  'error.forbidden': "Vous n'avez pas l'autorisation d'effectuer cette action.",
  'error.notFound': 'Introuvable.',
  'error.internal': 'Erreur interne du serveur',
  'error.rateLimited': 'Trop de requêtes. Veuillez patienter une minute, puis réessayer.',
  'error.concurrentChange':
    "Quelqu'un d'autre a modifié les mêmes données au même moment : votre modification n'a pas été enregistrée. Veuillez réessayer.",
  'error.overloaded': 'Le portail est surchargé. Veuillez réessayer dans quelques secondes.',
  'error.tooManyCalls':
    'Trop de vos appels sont en cours en même temps. Veuillez réessayer dans quelques secondes.',
  'validation.required': 'Ce champ est obligatoire',
  'validation.email': "L'adresse e-mail n'est pas valide",
  'validation.tooLong': 'Ce texte est trop long.',
  'validation.invalid': 'Certains champs ne sont pas valides.',
  'validation.id': "Cet identifiant n'est pas valide : utilisez uniquement des chiffres.",
  'validation.nulByte': 'Ce texte contient un caractère non autorisé.',
  'validation.loneSurrogate': 'Ce texte contient un caractère incomplet (un demi-caractère UTF-16 isolé).',
  'validation.tooDeep': 'La requête est trop profondément imbriquée ({{max}} niveaux au plus).',
  'validation.field': '{{field}} : {{message}}',
  'validation.phone': 'Seuls les chiffres, « - » et « + » sont autorisés.',
  'validation.otp': 'Saisissez le code à 6 chiffres.',
  'validation.role': 'Choisissez un rôle.',
  'validation.projectRole': 'Choisissez un rôle dans le projet.',
  'validation.selectBrand': 'Sélectionnez au moins une marque !',
  'validation.selectCountry': 'Sélectionnez au moins un pays !',
  'validation.selectBrandCountry': 'Sélectionnez au moins une marque/un pays !',
  'validation.terms': "Veuillez d'abord lire et accepter les conditions d'utilisation.",
  'validation.unknownCountry': 'Pays inconnu.',
  'validation.unknownBrand': 'Marque inconnue.',
  'validation.timeZone': 'Fuseau horaire inconnu.',
  'validation.cursor':
    "Cette position dans la liste n'est pas valable pour cette liste et cet ordre de tri. Rouvrez la liste à partir de sa première page.",
  'validation.mandatoryField': 'Le champ {{field}} est obligatoire',
  'login.invalid': 'E-mail ou mot de passe incorrect.',
  'login.locked': 'Trop de tentatives infructueuses : le compte est verrouillé pendant 15 minutes.',
  'otp.invalid': 'Le code est incorrect. Tentatives restantes : {{left}}.',
  'otp.expired': 'Le code a expiré. Veuillez vous reconnecter.',
  'otp.tooManyAttempts': 'Trop de codes erronés. Veuillez vous reconnecter.',
  'signup.emailExists': 'Cette adresse e-mail existe déjà',
  'signup.underProcess':
    "Votre demande de création de compte est en cours de traitement. Vous recevrez un e-mail après l'approbation de l'administrateur.",
  'link.invalid': "L'URL copiée est incorrecte ou la session a expiré.",
  'password.tooShort': 'Le mot de passe doit comporter au moins 12 caractères.',
  'password.tooLong': 'Le mot de passe doit comporter au maximum 128 caractères.',
  'password.containsEmail': "Le mot de passe ne doit pas contenir l'identifiant de votre adresse e-mail.",
  'password.common': 'Ce mot de passe est trop courant. Veuillez en choisir un autre.',
  'password.sameAsOld': 'Le nouveau mot de passe doit être différent du mot de passe actuel.',
  'password.currentWrong': 'Le mot de passe actuel est incorrect.',
  'password.firstTimeRefused':
    'Le mot de passe actuel est incorrect, ou ce compte a déjà défini son propre mot de passe (connectez-vous alors).',
  'password.otherAccount': 'Vous ne pouvez modifier que votre propre mot de passe.',
  'help.sent': 'Demande envoyée',

  // ---- mails ----
  'mail.greeting': 'Bonjour {{firstName}},',
  'mail.signature': "Cordialement,\nL'équipe du Store Design Portal",
  'mail.oneTimeCode.subject': 'Votre code à usage unique : {{code}}',
  'mail.oneTimeCode.body':
    "Votre code à usage unique est {{code}}. Il est valable {{minutes}} minutes.\n\nSi vous n'avez pas tenté de vous connecter, vous pouvez ignorer cet e-mail.",
  'mail.approvalRequest.subject': 'Demande de compte : {{applicantFirstName}} {{applicantSurName}}',
  'mail.approvalRequest.body':
    '{{applicantFirstName}} {{applicantSurName}} ({{email}}) demande un compte avec le rôle {{role}}.\n\nOuvrez ce lien pour approuver ou refuser la demande (valable 7 jours) :\n{{link}}',
  'mail.accountApproved.subject': 'Votre compte Store Design Portal a été approuvé',
  'mail.accountApproved.body':
    'Votre compte a été approuvé.\n\nE-mail : {{email}}\nMot de passe temporaire : {{password}}\n\nConnectez-vous sur {{link}} — vous serez invité à choisir votre propre mot de passe.',
  'mail.accountRejected.subject': 'Votre demande de compte Store Design Portal',
  'mail.accountRejected.body':
    'Votre demande de compte a été refusée. Pour toute question, écrivez à {{helpdesk}}.',
  'mail.passwordReset.subject': 'Réinitialisation de votre mot de passe Store Design Portal',
  'mail.passwordReset.body':
    "Ouvrez ce lien pour choisir un nouveau mot de passe (valable {{minutes}} minutes, une seule fois) :\n{{link}}\n\nSi vous n'êtes pas à l'origine de cette demande, ignorez cet e-mail.",
  'mail.signInLockedCodes.subject': 'Votre connexion au Store Design Portal est bloquée',
  'mail.signInLockedCodes.body':
    "Trop de codes à usage unique erronés ont été saisis pour votre compte : la connexion est bloquée pendant {{minutes}} minutes.\n\nSi c'était vous, patientez puis reconnectez-vous. Sinon, quelqu'un connaît votre mot de passe : changez-le une fois le blocage terminé et prévenez le support.",
  'mail.helpRequest.subject': "Demande d'aide de {{name}}",
  'mail.helpRequest.body': 'De : {{name}} <{{email}}>\n\n{{queries}}',
  // ---- uploads (server: platform/uploads.ts) ----
  'upload.tooLarge': 'Ce fichier est trop volumineux : {{max}} Mo au maximum par fichier.',
  'upload.tooManyParts': 'Trop de fichiers ou de champs dans un même envoi.',
  'upload.notMultipart': 'Envoyez les fichiers sous forme de formulaire (multipart/form-data).',
  'upload.broken': "L'envoi a été interrompu ou est incomplet. Veuillez réessayer.",
  'upload.typeNotAccepted': "Ce type de fichier n'est pas accepté ici. Acceptés : {{types}}.",
  'upload.contentMismatch':
    "Le contenu de ce fichier n'est pas un fichier {{type}}, comme son nom l'indique : il n'a pas été envoyé.",
};
