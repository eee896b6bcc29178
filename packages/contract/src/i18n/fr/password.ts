import type { ModuleTexts } from '../en';

export const password: ModuleTexts<'password'> = {
  'pwd.confirmEmail': "Confirmez l'adresse e-mail",
  'pwd.newPassword': 'Nouveau mot de passe',
  'pwd.confirmPassword': 'Confirmez le nouveau mot de passe',
  'pwd.currentPassword': 'Mot de passe actuel',
  'pwd.mismatch': 'Les mots de passe ne correspondent pas, veuillez les saisir à nouveau',
  'pwd.rules':
    'Votre nouveau mot de passe doit comporter au moins {{min}} caractères, ne doit pas contenir la partie nom de votre adresse e-mail et ne doit pas être un mot de passe courant.',
  'pwd.account': 'Compte : {{email}}',
  'pwd.goToLogin': 'Accéder à la page de connexion',
  'pwd.reset.title': 'Réinitialiser votre mot de passe',
  'pwd.reset.intro':
    "Saisissez deux fois l'adresse e-mail de votre compte. Nous vous enverrons un lien pour choisir un nouveau mot de passe.",
  'pwd.reset.submit': 'Envoyer le lien de réinitialisation',
  'pwd.reset.emailMismatch': 'Les adresses e-mail principale et secondaire ne correspondent pas.',
  'pwd.reset.sent':
    'Un e-mail contenant un lien de réinitialisation de votre mot de passe vous a été envoyé. Ce lien est valable une heure.',
  'pwd.reset.locked':
    'Votre compte est verrouillé à la suite de trop nombreuses tentatives de connexion infructueuses. Veuillez réessayer dans 15 minutes.',
  'pwd.reset.notAccepted': "Votre compte n'a pas encore été accepté. Veuillez contacter l'assistance.",
  'pwd.reset.contactSupport': "Contacter l'assistance",
  'pwd.reset.notRegistered': "Cette adresse e-mail n'est pas enregistrée.",
  'pwd.reset.requestNew': 'Demander un nouveau lien',
  'pwd.link.title': 'Choisir un nouveau mot de passe',
  'pwd.link.submit': 'Enregistrer le nouveau mot de passe',
  'pwd.link.success':
    'Votre mot de passe a été modifié. Vous pouvez désormais vous connecter avec votre nouveau mot de passe.',
  'pwd.first.title': 'Modifier votre mot de passe',
  'pwd.first.intro':
    "Il s'agit de votre première connexion. Veuillez remplacer le mot de passe temporaire reçu par e-mail par un mot de passe personnel.",
  'pwd.first.submit': 'Modifier le mot de passe',
  'pwd.first.success':
    'Votre mot de passe a été modifié. Veuillez vous connecter avec votre nouveau mot de passe.',
};
