import type { ModuleTexts } from '../en';

export const signup: ModuleTexts<'signup'> = {
  'signup.title': 'Créer un compte',
  'signup.chooseRole': 'Choisissez votre rôle',
  'signup.chooseRoleIntro':
    'Sélectionnez le type de compte dont vous avez besoin. Chaque demande est examinée par un administrateur avant que vous puissiez vous connecter.',
  'signup.roleHint.originator': 'Pour les architectes certifiés et les investisseurs.',
  'signup.roleHint.rnd': "Pour l'équipe nationale du réseau de distribution et les importateurs.",
  'signup.roleHint.hq': 'Pour la direction commerciale et marketing.',
  'signup.roleHint.vc':
    "Pour l'équipe de validation du prestataire de services : analystes de données et validateurs.",
  'signup.details': 'Vos coordonnées',
  'signup.selectedRole': 'Type de compte : {{role}}',
  'signup.changeRole': 'Changer de rôle',
  'signup.contactNumber': 'Numéro de téléphone',
  'signup.contactNumberHint': 'Chiffres, « + » et « - » uniquement, p. ex. +33-612345678',
  'signup.company': 'Société',
  'signup.countries': 'Pays',
  'signup.brands': 'Marques',
  'signup.eeCluster': 'Cluster EE',
  'signup.eeClusterHint': 'Sélectionne tous les pays du cluster EE.',
  'signup.projectRole': 'Rôle dans le projet',
  'signup.projectRole.dataAnalyst': 'Analyste de données',
  'signup.projectRole.validator': 'Validateur',
  'signup.projectRole.gec': 'Validateur GEC/Analyste de données',
  'signup.lookupError':
    "Les listes des pays et des marques n'ont pas pu être chargées. Veuillez réessayer plus tard.",
  'signup.terms': 'Conditions et politique de confidentialité',
  'signup.readTerms': 'Lire et accepter les conditions',
  'signup.termsAccepted': 'Vous avez accepté les conditions.',
  'signup.termsPending': "Ouvrez les conditions, cochez la case d'acceptation et enregistrez.",
  'signup.submit': 'Envoyer la demande',
  'signup.notCreatedTitle': 'Compte non créé',
  'signup.successTitle': 'Demande de compte envoyée',
  'signup.notAcceptedTitle': 'Compte déjà enregistré',
  'signup.notAcceptedText':
    "Un compte existe déjà avec cette adresse e-mail et un nouveau compte ne peut pas être créé. Si votre compte n'a pas encore été accepté ou si vous ne parvenez pas à vous connecter, veuillez contacter le service Aide et assistance.",
};
