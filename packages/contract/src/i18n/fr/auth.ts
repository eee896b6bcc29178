import type { ModuleTexts } from '../en';

export const auth: ModuleTexts<'auth'> = {
  'login.title': 'Connexion',
  'login.welcome': 'Bienvenue sur le Store Design Portal',
  'login.intro':
    "Enregistrez vos points de vente, soumettez les projets d'aménagement par marque et suivez leur validation et leur installation.",
  'login.submit': 'Se connecter',
  'login.createAccount': 'Créer un compte',
  'login.forgotPassword': 'Mot de passe oublié ?',
  'login.helpSupport': 'Aide et assistance',
  'login.introVideo': 'Vidéo de présentation',
  'login.tutorial': "Comment s'inscrire",
  'login.fieldMandatory': 'Le champ {{field}} est obligatoire',
  'login.error': 'Échec de la connexion',
  'login.browserWarning':
    "Votre navigateur n'est peut-être pas entièrement pris en charge. Pour une expérience optimale, utilisez une version récente de Chrome, Edge, Firefox ou Safari.",
  'cookies.text':
    'Ce portail utilise uniquement les cookies et le stockage local nécessaires pour maintenir votre connexion et mémoriser votre langue. Aucun suivi.',
  'cookies.accept': 'Accepter',
  'cookies.more': 'Politique de confidentialité',
  'otp.title': 'Code à usage unique',
  'otp.text': 'Nous avons envoyé un code à 6 chiffres à votre adresse e-mail. Saisissez-le pour continuer.',
  'otp.label': 'Code de vérification',
  'otp.submit': 'Vérifier',
  'otp.numeric': 'Le code ne contient que des chiffres.',
  'otp.devMailbox': 'Mode démo : ouvrir la boîte de réception de développement',
  'language.label': 'Langue',
  'language.en': 'English',
  'language.fr': 'Français',
  'language.de': 'Deutsch',
  'language.es': 'Español',
  'language.it': 'Italiano',
};
